-- Section 4, progressive with the Wild Draw Four challenge: the stacked Wild Draw Four was
-- legal (no green, the color active before it); the challenger draws the total (4 + 4)
-- plus 2, 10 cards, and loses the turn (and cannot stack on that penalty).
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "yellow 1", "red 2" },
    [1] = { "wild_draw_four", "blue 3" },
    [2] = { "wild_draw_four", "blue 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 4", "blue 5", "red 1", "red 3", "red 4", "red 5", "red 6", "red 8" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "green" },
    { seat = 2, no = true },
    { seat = 2, play = "wild_draw_four" },
    { seat = 2, choose = "yellow" },
    { seat = 0, yes = true },
  },
  expect = { hand_sizes = { [0] = 12, [1] = 1, [2] = 1 }, current = 1, pending = { seat = 1, kind = "turn" },
             color = "yellow" },
}
