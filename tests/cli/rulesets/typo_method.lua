-- A rule that misspells a method of g: check's error says which one was meant.
rule { name = "typo_method", turn_start = function(g, seat) return #g:hnad(seat) end }
