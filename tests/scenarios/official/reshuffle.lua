-- Section 2, empty draw pile: the top is set aside and the rest of the discard pile is
-- shuffled into a new draw pile (known to nobody); the draw goes on from it.
-- The referee's penalties empty the draw pile first (108 - 6 - 1 = 101 cards).
return {
  players = 2,
  hands = {
    [0] = { "red 1", "red 2", "blue 8" },
    [1] = { "red 3", "red 4", "blue 9" },
  },
  top = "red 5",
  script = {
    { seat = 1, play = "red 3" },
    { seat = 0, play = "red 1" },
    { seat = 0, penalty = 100 },
    { seat = 0, penalty = 1, expect = { draw_pile = 0, discard = 3 } },
    { seat = 1, play = "red 4", uno = true, expect = { discard = 4, top = "red 4" } },
    { seat = 0, draw = true, expect = {
        draw_pile = 2, discard = 1, top = "red 4", draw_pile_unknown = true, hand_sizes = { [0] = 2 + 101 + 1 } } },
    { seat = 0, pass = true },
  },
  expect = { current = 1 },
}
