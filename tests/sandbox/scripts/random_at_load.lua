-- Mistake: a draw while the scripts load, when no game is running.
local first = math.random(6)
card { name = "hostile", colored = false, copies = 4, points = 50, on_play = function() end }
