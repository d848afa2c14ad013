-- Draw Three under progressive: it stacks with Draw Two (any color). Seat 1 plays a red
-- Draw Two, seat 2 passes it on with a blue Draw Three, seat 0 cannot stack and draws the
-- total of 5, losing the turn.
return {
  rules = "special,progressive", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red draw_two", "blue 4" },
    [2] = { "blue draw_three", "yellow 8" },
  },
  top = "red 9",
  draw = { "green 3", "green 4", "green 5", "green 6", "green 7", "green 8" },
  script = {
    { seat = 1, play = "red draw_two", expect = { pending = { seat = 2, kind = "turn" }, playable = { "blue draw_three" } } },
    { seat = 2, play = "blue draw_three", expect = { pending = { seat = 0, kind = "turn" }, playable = {}, can_draw = true } },
    { seat = 0, draw = true,
      expect = { hands = { [0] = { "green 1", "green 2", "green 3", "green 4", "green 5", "green 6", "green 7" } } } },
  },
  expect = { current = 1, pending = { seat = 1, kind = "turn" } },
}
