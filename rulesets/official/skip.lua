-- Skip (20 points): the next player loses the turn.
-- As the first card: the player to the dealer's left loses the turn; the one after starts.
card {
  name = "skip", label = "Skip", points = 20, copies = 2,
  about = "the next player loses the turn",
  effect = "skip", -- (g:skip(), which the core runs itself when no script must)
}
