-- Hostile: asks for a 10 GB string in one call.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local s = string.rep("x", 1e10)
  end }
