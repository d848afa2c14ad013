-- Section 2, UNO: option uno_penalty=4: a player caught not calling draws 4.
return {
  players = 3, set = { uno_penalty = 4 },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "red 4" },
    [2] = { "red 5", "red 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { seat = 1, play = "red 3" },
    { seat = 2, react = "uno", target = 1 },
  },
  expect = { hand_sizes = { [1] = 5 }, pending = { seat = 2, kind = "turn" } },
}
