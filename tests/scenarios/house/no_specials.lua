-- Section 4, no_specials: only number cards: a 76-card deck (4 colors x (one 0 + two each
-- of 1-9)): 3 hands of 2 and the first card leave 69 to draw.
return {
  rules = "official,no_specials", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "blue 4" },
    [2] = { "yellow 5", "yellow 6" },
  },
  top = "red 7",
  script = {
    { expect = { draw_pile = 69, discard = 1, top_number = true, playable = { "red 3" }, can_draw = true } },
    { seat = 1, play = "red 3" },
  },
  expect = { current = 2, discard = 2 },
}
