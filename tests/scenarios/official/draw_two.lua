-- Section 2, action cards: Draw Two: the next player draws 2 and loses the turn.
return {
  players = 3,
  hands = {
    [0] = { "red 1", "green 2" },
    [1] = { "red draw_two", "green 3" },
    [2] = { "red 5", "red 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "red draw_two" , uno = true },
    { seat = 0, play = "red 1", uno = true },
  },
  expect = { current = 1, hands = { [2] = { "red 5", "red 6", "blue 1", "blue 2" } } },
}
