-- Hostile: a pattern that backtracks for hours on a long string.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local s = string.rep("a", 100000)
    s:find(".-.-.-.-b")
  end }
