-- Draw Three (colored, 20 points): "next player draws 3 and loses the turn (stacks with
-- Draw Two under progressive)". The draw tag is what stacking rules read; g:force_draw
-- lets them take the draw over. With too few cards left the draw ends short.
card {
  name = "draw_three", label = "Draw Three", points = 20, tags = { draw = 3 },
  about = "the next player draws 3 and loses the turn",
  effect = "draw", -- (g:force_draw(g:next_seat(), 3, card), run by the core when no rule hooks it)
}
