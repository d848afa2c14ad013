-- UNO Teams, the match: the first team to 500 wins it; the winner named is the partner who
-- went out.
return {
  rules = "teams", players = 4, dealer = 0, set = { pass_card = false },
  hands = { [0] = { "red 5" }, [1] = { "red 3" }, [2] = { "green 9" }, [3] = { "blue 7" } },
  top = "red 1",
  draw = { "wild", "wild", "wild", "wild", "wild_draw_four", "wild_draw_four", "wild_draw_four",
           "wild_draw_four", "red skip", "red reverse", "red draw_two", "blue skip", "blue reverse" },
  script = {
    { seat = 0, penalty = 13 },
    { seat = 1, play = "red 3" },
  },
  expect = { over = true, winner = 1, pending = "none",
             scores = { [0] = 0, [1] = 514, [2] = 0, [3] = 514 } },
}
