-- Section 2, UNO: a player who calls with their next-to-last card cannot be caught.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "red 4" },
    [2] = { "red 5", "red 6" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red 3", uno = true, expect = { no_reactions = true } },
    { seat = 0, react = "uno", target = 1, refused = "nothing open to react to" },
  },
  expect = { hand_sizes = { [1] = 1 }, current = 2 },
}
