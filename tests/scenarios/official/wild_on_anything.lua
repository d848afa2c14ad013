-- Section 2, a turn: a Wild may be played on anything, even while holding other playable
-- cards; its player declares any of the four colors, even the current one.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "wild", "red 3", "blue 4" },
    [2] = { "red 9", "yellow 6", "yellow 7" },
  },
  hand_size = 3,
  top = "red 7",
  script = {
    { expect = { playable = { "wild", "red 3" } } },
    { seat = 1, play = "wild", expect = { pending = { seat = 1, kind = "color" }, options = 4 } },
    { seat = 1, choose = "red", expect = { color = "red", top = "wild" } },
    { seat = 2, play = "red 9" },
  },
  expect = { current = 0, hand_sizes = { [1] = 2, [2] = 2 } },
}
