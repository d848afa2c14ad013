-- Section 5 and 4: Draw Three (special deck) stacks with Draw Two under progressive, in
-- any color: 2 + 3 + 2 = 7 for the first who does not stack.
return {
  rules = "special,progressive", players = 3,
  hands = {
    [0] = { "blue draw_two", "yellow 1" },
    [1] = { "red draw_two", "yellow 3" },
    [2] = { "green draw_three", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6", "blue 7" },
  script = {
    { seat = 1, play = "red draw_two", expect = { playable = { "green draw_three" }, can_draw = true } },
    { seat = 2, play = "green draw_three", expect = { said = { "stacks: 5 to draw" }, playable = { "blue draw_two" } } },
    { seat = 0, play = "blue draw_two", expect = { said = { "stacks: 7 to draw" }, playable = {}, can_draw = true } },
    { seat = 1, draw = true, expect = { hand_sizes = { [1] = 8 } } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" } },
}
