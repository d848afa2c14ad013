-- Sections 4, progressive with must_play: a victim who can stack must (the draw is taken
-- away while a card in hand is playable); a victim who cannot, but holds a card that would
-- be playable without the stack, keeps the draw (must_play asks g:legal, which hears
-- progressive too), draws the total and loses the turn.
return {
  rules = "official,progressive,must_play", players = 3,
  hands = {
    [0] = { "blue 9", "green 1" },
    [1] = { "red draw_two", "green 3" },
    [2] = { "blue draw_two", "red 5" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { seat = 1, play = "red draw_two", expect = { playable = { "blue draw_two" }, can_draw = false } },
    { seat = 2, play = "blue draw_two", expect = { playable = {}, can_draw = true } },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 6 }, pending = { seat = 1, kind = "turn" } } },
  },
  expect = { current = 1 },
}
