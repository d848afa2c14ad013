-- Evil as the round's first card: it cannot be played on, so it goes back into the deck,
-- which is shuffled, and another card is flipped (like a Wild Draw Four).
return {
  rules = "special", players = 2, dealer = 0,
  hands = {
    [0] = { "green 2", "green 3" },
    [1] = { "blue 4", "yellow 5" },
  },
  top = "evil",
  script = {},
  expect = { flipped_in = "draw", discard = 1 },
}
