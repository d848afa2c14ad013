-- Hostile: an effect that moves the discard pile's cards away, top first, and leaves
-- nothing in their place.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g)
    while g.top do g:insert(g.top, "top") end
  end }
