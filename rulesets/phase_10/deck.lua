-- The deck: 1 to 12 twice in each of four colors (96 cards), 8 Wilds and 4 Skips. A card
-- left in a hand scores against it: 5 for 1 to 9, 10 for 10 to 12, 15 a Skip, 25 a Wild.
for n = 1, 12 do
  card { name = tostring(n), number = n, points = n < 10 and 5 or 10, copies = 2, about = "a number card" }
end
card { name = "wild", label = "Wild", colored = false, points = 25, copies = 8, about = "stands for any card" }
card { name = "skip", label = "Skip", colored = false, points = 15, copies = 4,
       about = "discarded, a player loses a turn; never in a Phase, never taken from the discard pile",
       on_first = function(g) g:skip() end, -- (turned up first: the first player)
       on_play = function(g, me) if not g.options.skip_chooses then return g:skip() end -- (the next seat)
         g.vars.skipped[g:choose_seat(me, { others = true, prompt = "Who loses a turn?" })] = true
       end }
