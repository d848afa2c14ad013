-- Hostile: each comparison of two long strings is one VM instruction but a long C call:
-- the instruction budget alone would let this run for minutes; the time budget stops it.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local a, b = string.rep("a", 8000000) .. "b", string.rep("a", 8000000) .. "c"
    for _ = 1, 1000000000 do local _ = a < b end
  end }
