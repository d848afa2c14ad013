-- Hostile: an endless loop inside pcall, retried forever.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    for i = 1, math.huge do
      pcall(function() while true do end end)
    end
  end }
