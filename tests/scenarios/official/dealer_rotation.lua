-- Section 1: the deal passes one seat clockwise each round (dealer_rotates, default on).
return {
  players = 3, dealer = 2,
  hands = { [0] = { "red 2" }, [1] = { "green 3" }, [2] = { "blue 4" } },
  top = "red 7",
  script = { { seat = 0, play = "red 2" } },
  expect = { round = 2, dealer = 0 },
}
