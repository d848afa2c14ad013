-- Section 8, preset house: official + progressive + seven_o + jump_in, working together.
-- Seat 3 jumps in on seat 1's Draw Two with the identical one while seat 2 was to answer:
-- the stack (2 + 2) now falls on seat 0, the seat after the jumper, who draws 4; then a
-- 7 swaps hands and a 0 passes every hand on.
return {
  rules = "house", players = 4,
  hands = {
    [0] = { "green 1", "green 2", "green 3", "green 4" },
    [1] = { "red draw_two", "red 7", "red 3", "blue 3" },
    [2] = { "yellow 5", "yellow 6", "red 0", "yellow 7" },
    [3] = { "red draw_two", "blue 9", "blue 8", "red 4" },
  },
  top = "red 9",
  draw = { "blue 1", "blue 2", "blue 4", "blue 5", "green 9" },
  script = {
    { seat = 1, play = "red draw_two", expect = { pending = { seat = 2, kind = "turn" }, playable = {},
                                                  reaction = { name = "jump_in", seat = 3 } } },
    { seat = 3, react = "jump_in", expect = { said = { "jumps in", "stacks: 4 to draw" },
                                              pending = { seat = 0, kind = "turn" }, playable = {}, can_draw = true } },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 8, [2] = 4 }, pending = { seat = 1, kind = "turn" } } },
    { seat = 1, play = "red 7" },
    { seat = 1, choose = 2, expect = { hands = { [1] = { "yellow 5", "yellow 6", "red 0", "yellow 7" },
                                                 [2] = { "red 3", "blue 3" } } } },
    { seat = 2, play = "red 3", uno = true },
    { seat = 3, play = "red 4" },
    { seat = 0, draw = true, expect = { pending = { seat = 1, kind = "turn" } } },
    { seat = 1, play = "red 0" },
  },
  expect = {
    hands = { [0] = { "blue 9", "blue 8" }, [2] = { "yellow 5", "yellow 6", "yellow 7" }, [3] = { "blue 3" } },
    hand_sizes = { [1] = 9 }, current = 2, pending = { seat = 2, kind = "turn" },
  },
}
