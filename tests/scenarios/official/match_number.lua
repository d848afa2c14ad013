-- Section 2, a turn: a card matches by number in another color (blue 7 on red 7); a card
-- matching neither is not offered.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 7", "blue 4" },
    [2] = { "yellow 5", "yellow 6" },
  },
  top = "red 7",
  script = {
    { expect = { pending = { seat = 1, kind = "turn" }, playable = { "blue 7" }, can_draw = true } },
    { seat = 1, play = "blue 7", expect = { top = "blue 7", color = "blue" } },
  },
  expect = { current = 2, hand_sizes = { [1] = 1 } },
}
