-- Section 2, first card: Skip: the player to the dealer's left loses the turn; the one
-- after starts.
return {
  players = 4, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "green 4" },
    [2] = { "red 5", "green 6" },
    [3] = { "green 7", "green 8" },
  },
  top = "red skip",
  script = { { seat = 2, play = "red 5" } },
  expect = { current = 3, hand_sizes = { [1] = 2 } },
}
