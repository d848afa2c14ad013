-- Section 2, action cards: Skip: the next player loses the turn.
return {
  players = 4,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red skip", "green 3" },
    [2] = { "red 5", "red 6" },
    [3] = { "red 8", "blue 6" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red skip" },
    { seat = 3, play = "red 8" },
  },
  expect = { current = 0, hand_sizes = { [2] = 2 }, direction = 1 },
}
