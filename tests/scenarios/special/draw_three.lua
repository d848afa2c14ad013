-- Draw Three: "next player draws 3 and loses the turn". Seat 1 plays it; seat 2 draws the
-- three cards on top of the draw pile and seat 0 plays next.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red draw_three", "blue 4" },
    [2] = { "yellow 7", "yellow 8" },
  },
  top = "red 9",
  draw = { "blue 1", "blue 2", "blue 3", "green 9" },
  script = {
    { seat = 1, play = "red draw_three",
      expect = { hands = { [2] = { "yellow 7", "yellow 8", "blue 1", "blue 2", "blue 3" } } } },
  },
  expect = { current = 0, color = "red", pending = { seat = 0, kind = "turn" } },
}
