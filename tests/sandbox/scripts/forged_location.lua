-- Hostile: an error that claims to come from another file, to put the blame there.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    error("rulesets/official/skip.lua:17: the skip card is broken", 0)
  end }
