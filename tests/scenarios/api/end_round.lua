-- The API: g:end_round(seat) ends the round once the effect returns, won by that seat
-- (a card still in its hand does not stop it), and the others' cards are scored.
return {
  rules = "official,sudden", path = "lib", players = 3, set = { target_score = 500 },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red sudden", "red 4" },
    [2] = { "blue 4", "blue 5" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red sudden", expect = { round = 2, scores = { [1] = 12 } } },
  },
}
