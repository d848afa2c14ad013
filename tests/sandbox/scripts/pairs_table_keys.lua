-- Hostile: walks a table keyed by tables, whose order follows memory addresses (another
-- game in each process); next over it too.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local seen = { [{}] = 1, [{}] = 2 }
    for k in pairs(seen) do g.vars.first = seen[k] end
  end }
