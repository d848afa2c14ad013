-- Hostile: takes the game object's metatable away.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    setmetatable(g, nil)
  end }
