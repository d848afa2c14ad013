-- Section 2, going out: on a Wild Draw Four the next player may still challenge, then
-- draws 4 before the tally; those cards count.
return {
  players = 2,
  hands = {
    [0] = { "green 5" },
    [1] = { "wild_draw_four" },
  },
  top = "red 7",
  draw = { "yellow 1", "yellow 2", "yellow 3", "yellow 4" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "blue" },
    { seat = 0, no = true },
  },
  expect = { scores = { [0] = 0, [1] = 5 + 1 + 2 + 3 + 4 }, round = 2 },
}
