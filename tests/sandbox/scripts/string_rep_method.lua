-- Hostile: the same through a string method (the strings' own metatable).
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local s = ("x"):rep(1e10)
  end }
