-- Section 4, progressive: "same for Wild Draw Four on Wild Draw Four": the second one
-- (legal: no card of the declared color) passes 4 + 4 on; the next player draws 8.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "red 1", "red 2" },
    [1] = { "wild_draw_four", "blue 3" },
    [2] = { "wild_draw_four", "blue 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 4", "blue 5", "yellow 1", "yellow 2", "yellow 3", "yellow 4" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "green" },
    { seat = 2, no = true, expect = { playable = { "wild_draw_four" }, bluffs = {}, can_draw = true } },
    { seat = 2, play = "wild_draw_four" },
    { seat = 2, choose = "yellow" },
    { seat = 0, no = true, expect = { said = { "stacks: 8 to draw" }, playable = {}, can_draw = true } },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 10 }, pending = { seat = 1, kind = "turn" } } },
  },
  expect = { current = 1, color = "yellow" },
}
