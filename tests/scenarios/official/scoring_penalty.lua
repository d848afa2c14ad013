-- Section 2, option scoring=penalty (tournament sheet): each player's own remaining cards
-- count against them; the lowest total wins.
return {
  players = 3, set = { scoring = "penalty", rounds = 1 },
  hands = { [0] = { "wild" }, [1] = { "red 2" }, [2] = { "blue 7" } },
  top = "red 7",
  script = { { seat = 1, play = "red 2" } },
  expect = { over = true, winner = 1, scores = { [0] = 50, [1] = 0, [2] = 7 } },
}
