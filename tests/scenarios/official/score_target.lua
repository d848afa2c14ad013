-- Section 2, scoring: the round winner scores the points of every card left in the other
-- hands (Wild and Wild Draw Four 50, action cards 20, numbers their face value); the
-- first player to reach target_score (500) wins the match.
return {
  players = 2, dealer = 1,
  hands = { [0] = { "red 5" }, [1] = { "blue 1" } },
  top = "red 9",
  draw = { "wild", "wild", "wild", "wild", "wild_draw_four", "wild_draw_four", "wild_draw_four",
           "wild_draw_four", "red skip", "red reverse", "red draw_two", "blue skip", "blue reverse" },
  script = {
    { seat = 1, penalty = 13 },
    { seat = 0, play = "red 5" },
  },
  expect = { over = true, winner = 0, scores = { [0] = 501, [1] = 0 }, pending = "none", round = 1 },
}
