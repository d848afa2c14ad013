-- Section 2, a turn: holding a card of the active color, a Wild Draw Four is a bluff: it
-- is offered (flagged as a bluff) and may be played; unchallenged it works as usual.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "wild_draw_four", "red 3", "blue 5" },
    [2] = { "yellow 5", "yellow 6", "yellow 8" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { expect = { playable = { "wild_draw_four", "red 3" }, bluffs = { "wild_draw_four" } } },
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "blue" },
    { seat = 2, no = true },
  },
  expect = { current = 0, color = "blue", hand_sizes = { [1] = 2, [2] = 7 } },
}
