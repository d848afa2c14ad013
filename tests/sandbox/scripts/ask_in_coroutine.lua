-- Hostile: an effect that asks from inside a coroutine of its own, where an answer could
-- not come back to it as the host's answers do.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local ask = coroutine.wrap(function() return g:choose_color(me) end)
    g:set_color(ask() or "red")
  end }
