-- Hostile: tries to change the libraries every ruleset shares (string.rep), so that another
-- ruleset's scripts run its code.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    string.rep = function() return "owned" end
  end }
