-- Mistake: a bot that seeds its own generator (which the host seeds, so games replay).
return function(view, ask)
  math.randomseed(42)
  return 1
end
