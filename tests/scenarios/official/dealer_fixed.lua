-- Section 1: with dealer_rotates=false the dealer keeps dealing.
return {
  players = 3, dealer = 2, set = { dealer_rotates = false },
  hands = { [0] = { "red 2" }, [1] = { "green 3" }, [2] = { "blue 4" } },
  top = "red 7",
  script = { { seat = 0, play = "red 2" } },
  expect = { round = 2, dealer = 2 },
}
