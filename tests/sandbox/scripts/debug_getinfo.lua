-- Hostile: the debug library would reach upvalues, locals and the registry.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local info = debug.getinfo(1)
  end }
