-- Section 3, option challenge=false: nobody is asked; the next player draws 4 and loses
-- the turn, even against a bluff.
return {
  players = 3, set = { challenge = false },
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "wild_draw_four", "red 3", "blue 5" },
    [2] = { "yellow 5", "yellow 6", "yellow 8" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "yellow" },
    { seat = 0, draw = true }, -- strict: no yes/no question came in between
  },
  expect = { color = "yellow", hand_sizes = { [1] = 2, [2] = 7 } },
}
