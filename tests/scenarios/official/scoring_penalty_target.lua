-- Section 2, scoring=penalty with target_score: the match ends when someone's penalty
-- total reaches the target; the lowest total wins.
return {
  players = 3, dealer = 2, set = { scoring = "penalty" },
  hands = { [0] = { "red 5" }, [1] = { "blue 1" }, [2] = { "green 3" } },
  top = "red 9",
  draw = { "wild", "wild", "wild", "wild", "wild_draw_four", "wild_draw_four", "wild_draw_four",
           "wild_draw_four", "red skip", "red reverse", "red draw_two", "blue skip", "blue reverse" },
  script = {
    { seat = 1, penalty = 13 },
    { seat = 0, play = "red 5" },
  },
  expect = { over = true, scores = { [0] = 0, [1] = 501, [2] = 3 }, winner = 0 },
}
