-- Mistake: a question (can_play) that draws from the game's generator, so its answer, and
-- the game, would change with how often it is asked.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  can_play = function(g, seat, card) return math.random(2) >= 1 end,
  on_play = function() end }
