-- Section 2, UNO: a player who plays their next-to-last card without calling may be
-- caught by any other player until the next player begins their turn; caught, they draw
-- uno_penalty cards (default 2).
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "red 4" },
    [2] = { "red 5", "red 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "red 3", expect = { reaction = { name = "uno", target = 1, seat = 0 } } },
    { seat = 0, react = "uno", target = 1, expect = {
        hands = { [1] = { "red 4", "blue 1", "blue 2" } }, said = { "caught" },
        pending = { seat = 2, kind = "turn" }, no_reactions = true } },
    { seat = 2, play = "red 5" },
  },
  expect = { current = 0 },
}
