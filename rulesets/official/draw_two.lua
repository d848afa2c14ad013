-- Draw Two (20 points): the next player draws 2 cards and loses the turn.
-- As the first card: the player to the dealer's left draws 2 and loses the turn.
card {
  name = "draw_two", label = "Draw Two", points = 20, copies = 2, tags = { draw = 2 },
  about = "the next player draws 2 and loses the turn",
  effect = "draw", -- (g:force_draw(g:next_seat(), 2, card): the core runs it when no rule hooks it)
}
