-- Hostile: coroutine.wrap around a long loop.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local spin = coroutine.wrap(function()
      local n = 0
      for i = 1, 1e12 do n = n + i end
    end)
    spin()
  end }
