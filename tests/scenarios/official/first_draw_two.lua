-- Section 2, first card: Draw Two: the player to the dealer's left draws 2 and loses the
-- turn.
return {
  players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "green 4" },
    [2] = { "red 5", "green 6" },
  },
  top = "red draw_two",
  draw = { "blue 1", "blue 2" },
  script = { { seat = 2, play = "red 5" } },
  expect = { current = 0, hands = { [1] = { "red 3", "green 4", "blue 1", "blue 2" } } },
}
