-- Reverse (20 points): the direction of play flips; with 2 players it acts as a Skip.
-- As the first card: play goes counterclockwise and the dealer plays first.
card {
  name = "reverse", label = "Reverse", points = 20, copies = 2,
  about = "play changes direction; with 2 players it acts as a Skip",
  effect = "reverse", -- (with 2 players a g:skip(), else g:reverse(); run by the core)
  on_first = function(g)
    g:reverse()
    g:set_next(g.dealer)
  end,
}
