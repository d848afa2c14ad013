-- Hostile: a loop of long concatenations, one VM instruction each, out of the instruction
-- hook's sight; the allocator counts their bytes toward the deadline (budget_work).
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local s = string.rep("a", 8 << 20)
    while true do local t = s .. s end
  end }
