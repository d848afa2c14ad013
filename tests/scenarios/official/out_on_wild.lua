-- Section 2, going out: any card may be the last: a Wild (its player still declares the
-- color), worth its points to nobody, the others' cards to the winner.
return {
  players = 3,
  hands = {
    [0] = { "green 5" },
    [1] = { "wild" },
    [2] = { "blue skip" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "wild" },
    { seat = 1, choose = "green" },
  },
  expect = { scores = { [1] = 25 }, round = 2 },
}
