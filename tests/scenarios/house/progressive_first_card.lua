-- Section 4, progressive, with a Draw Two flipped as the first card: it acts as if the
-- dealer had played it, so the player to the dealer's left may stack on it too.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue draw_two", "green 3" },
    [2] = { "yellow 5", "yellow 6" },
  },
  top = "red draw_two",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { expect = { pending = { seat = 1, kind = "turn" }, playable = { "blue draw_two" }, can_draw = true } },
    { seat = 1, play = "blue draw_two" },
    { seat = 2, draw = true, expect = { hand_sizes = { [2] = 6 } } },
  },
  expect = { current = 0 },
}
