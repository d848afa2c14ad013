-- Section 4, progressive, stack_two_on_four=true: a Draw Two of the declared color answers
-- a Wild Draw Four (one of another color does not match); the next player draws 4 + 2.
return {
  rules = "official,progressive", players = 3, set = { stack_two_on_four = true },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "wild_draw_four", "green 3" },
    [2] = { "blue draw_two", "yellow draw_two" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "blue" },
    { seat = 2, no = true, expect = { playable = { "blue draw_two" }, can_draw = true } },
    { seat = 2, play = "blue draw_two", expect = { said = { "stacks: 6 to draw" }, pending = { seat = 0, kind = "turn" } } },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 8 } } },
  },
  expect = { current = 1 },
}
