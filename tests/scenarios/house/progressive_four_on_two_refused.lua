-- Section 4, progressive, stack_four_on_two=false (the default): a Wild Draw Four may not
-- answer a Draw Two; the victim may only draw the 2.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red draw_two", "green 3" },
    [2] = { "wild_draw_four", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "red draw_two", expect = { pending = { seat = 2, kind = "turn" }, playable = {}, bluffs = {}, can_draw = true } },
    { seat = 2, play = "wild_draw_four", refused = "2 cards to draw are stacked on you" },
    { seat = 2, draw = true, expect = { hands = { [2] = { "wild_draw_four", "yellow 6", "blue 1", "blue 2" } } } },
  },
  expect = { current = 0, pending = { seat = 0, kind = "turn" } },
}
