-- A rule that takes the place of a rule nobody loaded (a misspelt name): the game does not build.
rule { name = "own_color", instead_of = "seven_oh", after_play = function(g) end }
