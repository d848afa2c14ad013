-- Section 2, action cards: Reverse with 3 or more players: the direction flips, the
-- previous player plays next, and play goes on counterclockwise.
return {
  players = 3,
  hands = {
    [0] = { "red 1", "green 2" },
    [1] = { "red reverse", "green 3" },
    [2] = { "red 5", "red 6" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red reverse", expect = { direction = -1, current = 0 } },
    { seat = 0, play = "red 1" },
    { seat = 2, play = "red 5" },
  },
  expect = { current = 1, direction = -1 },
}
