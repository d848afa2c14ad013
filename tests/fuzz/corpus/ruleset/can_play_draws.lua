-- Hostile: a question (can_play) that changes the game.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  can_play = function(g, me)
    g:draw(me, 1)
    return true
  end }
