-- A card declaring its legality and a can_play too: a located load error.
card { name = "torn", label = "Torn", plays = "always", can_play = function() return true end }
