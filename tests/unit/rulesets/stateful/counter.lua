-- counter: a rule that keeps its state where it should not, in a file-level variable (the
-- right place is g.vars): every third play, the player draws a card. Undo, rollback and
-- load must replay it exactly as a fresh process would, so the counter must start over. The
-- 40th play fails when its card id is a multiple of 3: a rollback; the counter must be 39 after.
local plays = 0
local seen = {}

return rule {
  name = "counter", about = "every third play draws a card (counted in a file-level variable)",
  after_play = function(g, seat, card)
    plays = plays + 1
    seen[#seen + 1] = card -- memory a replay must give back
    if plays % 3 == 0 then g:draw(seat, 1) end
    -- a planned failure: the 40th play, if its card id is a multiple of 3, is rolled back
    if plays == 40 and card % 3 == 0 then error("planned failure at the 40th play") end
  end,
}
