-- A card whose effect always fails: luno check reports the failure once, with its
-- traceback, and counts its repeats.
card { name = "boom", label = "Boom", copies = 2, points = 20,
  on_play = function(g, me) local t = nil; return t.x end }
