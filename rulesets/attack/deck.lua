-- The deck: the official numbers without the 0s, Skips as official, a Reverse a color (or
-- `reverses`), and none of the official Draw Twos or Wild Draw Fours.
rule {
  name = "attack_deck", about = "no 0s, no Draw Twos, no Wild Draw Fours",
  deck = function(t) return t.name ~= "0" and t.name ~= "draw_two" and t.name ~= "wild_draw_four" end,
}

card {
  name = "reverse", label = "Reverse", points = 20, copies = "reverses",
  about = "play changes direction; with 2 players it acts as a Skip",
  effect = "reverse", -- (with 2 players a g:skip(), else g:reverse())
  on_first = function(g)
    g:reverse()
    g:set_next(g.dealer)
  end,
}
