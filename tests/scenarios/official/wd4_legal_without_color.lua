-- Section 2, a turn: a Wild Draw Four is legal when the hand holds no card of the active
-- color; cards matching by number or symbol and other wilds do not prevent it. Unchallenged,
-- the next player draws 4 and loses the turn; the declared color stands.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3", "green 4" },
    [1] = { "wild_draw_four", "blue 7", "wild", "green 7" },
    [2] = { "yellow 5", "yellow 6", "yellow 8", "yellow 9" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { expect = { playable = { "wild_draw_four", "blue 7", "wild", "green 7" }, bluffs = {} } },
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "green" },
    { seat = 2, no = true },
  },
  expect = {
    current = 0, color = "green", top = "wild_draw_four",
    hands = { [2] = { "yellow 5", "yellow 6", "yellow 8", "yellow 9", "blue 1", "blue 2", "blue 3", "blue 4" } },
  },
}
