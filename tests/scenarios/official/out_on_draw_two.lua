-- Section 2, going out: a last card's effect still happens: going out on a Draw Two, the
-- next player draws 2 before the tally, and those cards count for the winner.
return {
  players = 3,
  hands = {
    [0] = { "green 5" },
    [1] = { "red draw_two" },
    [2] = { "blue 9" },
  },
  top = "red 7",
  draw = { "yellow 8", "green 7" },
  script = { { seat = 1, play = "red draw_two" } },
  expect = { scores = { [0] = 0, [1] = 5 + 9 + 8 + 7, [2] = 0 }, round = 2, dealer = 1, over = false },
}
