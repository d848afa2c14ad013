-- A plain runtime error after changing the game: the change must be rolled back.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    g:draw(me, 3)
    g:reverse()
    local t = nil
    return t.field
  end }
