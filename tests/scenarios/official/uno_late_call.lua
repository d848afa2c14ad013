-- Section 2, UNO: calling late, before anyone catches them, lets the player escape; the
-- window is then closed to everyone.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "red 4" },
    [2] = { "red 5", "red 6" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red 3" },
    { seat = 1, react = "uno", target = 1, expect = { said = { "just in time" }, no_reactions = true } },
    { seat = 0, react = "uno", target = 1, refused = "nothing open to react to" },
    { seat = 2, play = "red 5" },
  },
  expect = { hand_sizes = { [1] = 1 } },
}
