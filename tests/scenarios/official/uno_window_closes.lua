-- Section 2, UNO: the catch window closes when the next player begins their turn, by
-- drawing or by playing; after that nobody can catch the player.
return {
  players = 4,
  hands = {
    [0] = { "red 2", "green 5" },
    [1] = { "red 3", "blue 1" },
    [2] = { "yellow 4", "yellow 6" },
    [3] = { "red 8", "green 9" },
  },
  top = "red 7",
  draw = { "yellow 8" },
  script = {
    { seat = 1, play = "red 3", expect = { reaction = { name = "uno", target = 1 } } },
    { seat = 2, draw = true, expect = { no_reactions = true } }, -- yellow 8 is kept: the turn ends
    { seat = 0, react = "uno", target = 1, refused = "nothing open to react to" },
    { seat = 3, play = "red 8", expect = { reaction = { name = "uno", target = 3 } } },
    { seat = 0, play = "red 2", uno = true, expect = { no_reactions = true } },
    { seat = 1, react = "uno", target = 3, refused = "nothing open to react to" },
  },
  expect = { hand_sizes = { [0] = 1, [1] = 1, [2] = 3, [3] = 1 }, current = 1 },
}
