-- Section 4, progressive with the Wild Draw Four challenge (the choice documented in
-- rulesets/house/progressive.lua): a challenge judges only the last Wild Draw Four. Seat 2
-- stacked one while holding green, the color active before it (a bluff); challenged, seat 2
-- draws its 4 plus the 4 it failed to pass on, and the challenger plays normally.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "yellow 1", "red 2" },
    [1] = { "wild_draw_four", "blue 3" },
    [2] = { "wild_draw_four", "green 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 4", "blue 5", "red 1", "red 3", "red 4", "red 5" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "green" },
    { seat = 2, no = true, expect = { playable = { "wild_draw_four" }, bluffs = { "wild_draw_four" } } },
    { seat = 2, play = "wild_draw_four" },
    { seat = 2, choose = "yellow" },
    { seat = 0, yes = true },
  },
  expect = {
    hand_sizes = { [0] = 2, [1] = 1, [2] = 9 }, knows = { { by = 0, hand = 2, cards = { "green 6" } } },
    current = 0, pending = { seat = 0, kind = "turn" }, color = "yellow", playable = { "yellow 1" },
  },
}
