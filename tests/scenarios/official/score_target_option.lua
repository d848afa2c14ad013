-- Section 2, scoring: option target_score: reaching it (here 30) ends the match.
return {
  players = 3, set = { target_score = 30 },
  hands = { [0] = { "green 5" }, [1] = { "red 2" }, [2] = { "blue skip" } },
  top = "red 7",
  script = { { seat = 1, play = "red 2" } },
  expect = { over = false, scores = { [1] = 25 }, round = 2 },
}
