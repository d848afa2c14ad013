-- Hostile: string.dump is not in the sandbox.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local bytes = string.dump(function() end)
  end }
