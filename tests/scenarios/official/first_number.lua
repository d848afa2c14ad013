-- Section 2, first card: a number: the player to the dealer's left plays first.
return {
  players = 4, dealer = 2,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "green 3", "green 4" },
    [2] = { "green 5", "green 6" },
    [3] = { "red 1", "green 8" },
  },
  top = "red 7",
  script = { { seat = 3, play = "red 1" } },
  expect = { current = 0, direction = 1, dealer = 2 },
}
