-- Section 2, going out: an action card may be the last card.
return {
  players = 3,
  hands = {
    [0] = { "green 5" },
    [1] = { "red skip" },
    [2] = { "blue reverse" },
  },
  top = "red 7",
  script = { { seat = 1, play = "red skip" } },
  expect = { scores = { [1] = 25 }, round = 2 },
}
