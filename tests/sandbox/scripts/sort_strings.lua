-- Hostile: one table.sort call comparing huge strings, all in C.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local s, t = string.rep("a", 1 << 20), {}
    for i = 1, 100000 do t[i] = s end
    table.sort(t)
  end }
