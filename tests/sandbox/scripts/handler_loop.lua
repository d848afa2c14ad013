-- Hostile: loops in an xpcall message handler, where Lua runs with hooks off.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    xpcall(error, function() while true do end end)
  end }
