-- Section 2, scoring: below target_score the match goes on: a new round is dealt (by the
-- next dealer) and the scores carry over.
return {
  players = 2, dealer = 1,
  hands = { [0] = { "red 5" }, [1] = { "blue 1" } },
  top = "red 9",
  draw = { "wild", "wild", "wild", "wild", "wild_draw_four", "wild_draw_four", "wild_draw_four",
           "wild_draw_four", "red skip", "red reverse", "red draw_two", "blue skip" },
  script = {
    { seat = 1, penalty = 12 },
    { seat = 0, play = "red 5" },
  },
  expect = { over = false, scores = { [0] = 481, [1] = 0 }, round = 2, dealer = 0 },
}
