-- Hostile: next over a table keyed by functions (their order follows memory addresses).
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local t = { [print] = 1 }
    g.vars.first = next(t)
  end }
