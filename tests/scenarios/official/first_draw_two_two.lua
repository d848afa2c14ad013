-- Section 2, first card: Draw Two with 2 players: the other player draws 2 and loses the
-- turn; the dealer starts.
return {
  players = 2, dealer = 1,
  hands = { [0] = { "red 1", "green 2" }, [1] = { "red 3", "green 4" } },
  top = "red draw_two",
  draw = { "blue 1", "blue 2" },
  script = { { seat = 1, play = "red 3", uno = true } },
  expect = { current = 0, hands = { [0] = { "red 1", "green 2", "blue 1", "blue 2" } } },
}
