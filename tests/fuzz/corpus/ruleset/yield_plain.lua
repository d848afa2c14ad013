-- Hostile: an effect that yields something that is not a choice.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    coroutine.yield("a value the host did not ask for")
  end }
