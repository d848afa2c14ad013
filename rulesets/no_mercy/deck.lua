-- The colored cards. Numbers: two of each 0-9 per color. Skip, Reverse and Draw Two as
-- the official game, three per color; and three new colored actions.
for n = 0, 9 do
  card { name = tostring(n), number = n, points = n, copies = 2,
         about = "a number card: matches its color or its number; scores " .. n }
end
card { name = "skip", label = "Skip", points = 20, copies = 3,
       about = "the next player loses the turn", effect = "skip" }
card { name = "reverse", label = "Reverse", points = 20, copies = 3,
       about = "play changes direction (with two players: a Skip)", effect = "reverse" }
card { name = "draw_two", label = "Draw Two", points = 20, copies = 3, tags = { draw = 2 },
       about = "the next player draws 2 and loses the turn (stackable)", effect = "draw" }
card { name = "draw_four", label = "Draw Four", points = 20, copies = 2, tags = { draw = 4 },
       about = "the next player draws 4 and loses the turn (stackable)", effect = "draw" }
card { name = "skip_everyone", label = "Skip Everyone", points = 20, copies = 2,
       about = "every other player loses the turn: its player plays again",
       on_play = function(g, me) g:set_next(me) end }
-- Discard All: its player also discards every other card of its color, under it.
card { name = "discard_all", label = "Discard All", points = 20, copies = 3,
       about = "discard every card of its color from your hand with it",
       on_play = function(g, me, card)
         for _, c in ipairs(g:hand(me, g:color_of(card))) do g:insert(c, 1, "discard") end
       end }
