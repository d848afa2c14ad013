-- Section 2, first card: Wild Draw Four: it goes back into the deck, the deck is
-- shuffled, and another card is flipped; nobody draws.
return {
  players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 3", "green 4" },
    [2] = { "red 5", "green 6" },
  },
  top = "wild_draw_four",
  expect = { flipped_in = "draw", discard = 1, hand_sizes = { [0] = 2, [2] = 2 } },
}
