-- The light side: the cards the deck is made of, in the four light colors. Numbers 1-9,
-- Reverse and Flip are on both sides (dark.lua gives their dark faces' colors).
local LIGHT = { "red", "yellow", "green", "blue" }
for n = 1, 9 do
  card { name = tostring(n), number = n, points = n, copies = 2, colors = LIGHT,
         about = "a number card: matches its color or its number; scores " .. n }
end
card { name = "draw_one", label = "Draw One", points = 10, copies = 2, colors = LIGHT,
       tags = { draw = 1 }, about = "the next player draws 1 and loses the turn", effect = "draw" }
card { name = "skip", label = "Skip", points = 20, copies = 2, colors = LIGHT,
       about = "the next player loses the turn", effect = "skip" }
card { name = "reverse", label = "Reverse", points = 20, copies = 2, colors = LIGHT,
       about = "play changes direction (with two players: a Skip)", effect = "reverse" }
card { name = "wild", label = "Wild", colored = false, points = 40, copies = 4,
       about = "plays on anything; its player names the next color of the side up",
       on_play = function(g, me) g:set_color(g:choose_color(me, { colors = g.vars.colors })) end }
card { name = "wild_draw_two", label = "Wild Draw Two", colored = false, points = 50, copies = 4,
       tags = { draw = 2 }, about = "name the color; the next player draws 2 and loses the turn",
       on_play = function(g, me, card)
         g:set_color(g:choose_color(me, { colors = g.vars.colors }))
         g:force_draw(g:next_seat(), 2, card)
       end }
-- The official cards this deck has not.
return rule {
  name = "flip_deck", about = "no 0, no Draw Two, no Wild Draw Four",
  deck = function(t) return t.name ~= "0" and t.name ~= "draw_two" and t.name ~= "wild_draw_four" end,
}
