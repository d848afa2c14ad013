-- Section 2, option rounds=2: exactly two rounds are played, whatever the scores (501
-- after round 1 does not end it); then the highest total wins.
return {
  players = 2, dealer = 1, set = { rounds = 2 },
  hands = { [0] = { "red 5" }, [1] = { "blue 1" } },
  top = "red 9",
  draw = { "wild", "wild", "wild", "wild", "wild_draw_four", "wild_draw_four", "wild_draw_four",
           "wild_draw_four", "red skip", "red reverse", "red draw_two", "blue skip", "blue reverse" },
  script = {
    { seat = 1, penalty = 13 },
    { seat = 0, play = "red 5", expect = { over = false, round = 2, scores = { [0] = 501 } } },
    { autoplay = "match" },
  },
  expect = { over = true, round = 2, winner = 0, pending = "none" },
}
