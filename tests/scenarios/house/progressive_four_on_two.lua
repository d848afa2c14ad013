-- Section 4, progressive, stack_four_on_two=true: a Wild Draw Four answers a Draw Two; the
-- next player (who declines to challenge) faces 2 + 4 = 6 and, not stacking, draws 6.
return {
  rules = "official,progressive", players = 3, set = { stack_four_on_two = true },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red draw_two", "green 3" },
    [2] = { "wild_draw_four", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6" },
  script = {
    { seat = 1, play = "red draw_two", expect = { playable = { "wild_draw_four" }, can_draw = true } },
    { seat = 2, play = "wild_draw_four" },
    { seat = 2, choose = "green" },
    { seat = 0, no = true, expect = { said = { "stacks: 6 to draw" }, pending = { seat = 0, kind = "turn" },
                                      playable = {}, can_draw = true } },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 8 } } },
  },
  expect = { current = 1, color = "green", pending = { seat = 1, kind = "turn" } },
}
