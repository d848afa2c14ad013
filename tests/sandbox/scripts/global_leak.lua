-- Hostile: sets a global at load time hoping another ruleset's file reads it; its own
-- globals are its own, so reading one that nobody defined fails at the reader's line.
helper = function() return "from global_leak" end
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    return undefined_name .. helper()
  end }
