-- The launcher's press, shared by the cards that make a player press. One press shoots no
-- card with odds press_nothing (percent), else 1 to press_most cards, evenly, dealt from
-- the draw pile the launcher holds. Returns how many came out.
local M = {}

function M.press(g, seat)
  local nothing, most = g.options.press_nothing, math.max(1, g.options.press_most)
  local n = math.random(100) > nothing and math.random(1, most) or 0
  local got = n > 0 and #g:draw(seat, n) or 0
  if got == 0 then g:say("seat %d presses the launcher: nothing comes out", seat) end
  return got
end

-- Presses `times` times; with "until", until cards come out (at most 1,000 presses: an
-- empty launcher, or odds of nothing at 100, gives nothing ever).
function M.presses(g, seat, times)
  local most = times == "until" and 1000 or times
  for _ = 1, most do
    if M.press(g, seat) > 0 and times == "until" then return end
  end
end

return M
