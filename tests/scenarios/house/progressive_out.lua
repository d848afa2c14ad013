-- Section 4 with section 2, going out: a player who stacks their last card goes out; the
-- round ends, so the next player draws the whole total (2 + 2) at once, before the tally.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "red draw_two", "green 1" },
    [1] = { "red 4", "blue draw_two" },
    [2] = { "red 5", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { seat = 1, play = "red 4", uno = true },
    { seat = 2, play = "red 5", uno = true },
    { seat = 0, play = "red draw_two", uno = true, expect = { playable = { "blue draw_two" } } },
    { seat = 1, play = "blue draw_two" },
  },
  expect = { scores = { [0] = 0, [1] = 1 + 6 + 1 + 2 + 3 + 4, [2] = 0 }, round = 2 },
}
