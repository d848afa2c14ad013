-- The wild cards: each plays on anything and its player names the next color. The draw
-- wilds stack (stack.lua); Colour Roulette does not.
local function wild_draw(name, label, n, copies, reverse)
  card { name = name, label = label, colored = false, points = 50, copies = copies,
         tags = { draw = n },
         about = (reverse and "play changes direction; " or "") .. "name the color; the next"
                 .. " player draws " .. n .. " and loses the turn (stackable)",
         on_play = function(g, me, card)
           if reverse then g:reverse() end
           g:set_color(g:choose_color(me))
           g:force_draw(g:next_seat(), n, card)
         end }
end
wild_draw("wild_reverse_draw_four", "Wild Reverse Draw Four", 4, 8, true)
wild_draw("wild_draw_six", "Wild Draw Six", 6, 4)
wild_draw("wild_draw_ten", "Wild Draw Ten", 10, 4)

-- Wild Colour Roulette: the next player names a color, turns cards from the draw pile into
-- their hand until one of that color comes, and loses the turn; their color is the next.
card {
  name = "wild_colour_roulette", label = "Wild Colour Roulette", colored = false, points = 50,
  copies = 8, about = "the next player names a color, draws until it comes, loses the turn",
  on_play = function(g)
    local victim = g:next_seat()
    local color = g:choose_color(victim, "Colour Roulette: name a color, then draw until it comes")
    g:set_color(color)
    g:draw_until(victim, function(c) return g:color_of(c) == color end)
    g:skip()
  end,
}

-- The official Wild and Wild Draw Four are not in this deck.
return rule {
  name = "no_mercy_deck", about = "no Wild, no Wild Draw Four",
  deck = function(t) return t.name ~= "wild" and t.name ~= "wild_draw_four" end,
}
