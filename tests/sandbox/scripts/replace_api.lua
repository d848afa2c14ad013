-- Hostile: replaces a method of the game object.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    g.draw = function() end
  end }
