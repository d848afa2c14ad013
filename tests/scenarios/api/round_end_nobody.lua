-- The API: a round ended with no winner (g:end_round() without a seat) gives round_end
-- hooks a winner of nil, not -1, so `if winner then` reads right.
return {
  rules = "official,nobody", path = "lib", players = 2, set = { scoring = "script" },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red stalemate", "red 4" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red stalemate", expect = { round = 2, scores = { [0] = 1, [1] = 1 } } },
  },
}
