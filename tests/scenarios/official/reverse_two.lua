-- Section 2, action cards: with 2 players a Reverse acts as a Skip: the player plays again.
return {
  players = 2,
  hands = {
    [0] = { "red 1", "green 2" },
    [1] = { "red reverse", "red 3" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red reverse", uno = true },
    { seat = 1, play = "red 3" },
  },
  expect = { round = 2, scores = { [0] = 0, [1] = 3 } },
}
