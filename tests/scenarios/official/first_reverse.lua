-- Section 2, first card: Reverse: the direction becomes counterclockwise and the dealer
-- plays first.
return {
  players = 4, dealer = 1,
  hands = {
    [0] = { "red 1", "green 2" },
    [1] = { "red 3", "green 4" },
    [2] = { "red 5", "green 6" },
    [3] = { "green 7", "green 8" },
  },
  top = "red reverse",
  script = {
    { expect = { direction = -1, current = 1 } },
    { seat = 1, play = "red 3" },
    { seat = 0, play = "red 1" },
  },
  expect = { current = 3, direction = -1 },
}
