-- Section 4, progressive, stack_two_on_four=false (the default): a Draw Two may not answer
-- a Wild Draw Four, even in the declared color; the victim draws the 4 and loses the turn.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "wild_draw_four", "green 3" },
    [2] = { "blue draw_two", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "blue" },
    { seat = 2, no = true, expect = { pending = { seat = 2, kind = "turn" }, playable = {}, can_draw = true } },
    { seat = 2, play = "blue draw_two", refused = "4 cards to draw are stacked on you" },
    { seat = 2, draw = true, expect = { hand_sizes = { [2] = 6 } } },
  },
  expect = { current = 0, color = "blue" },
}
