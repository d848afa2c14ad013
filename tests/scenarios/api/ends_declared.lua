-- The API: a ruleset's ends.round ends the round after a play (a 9 played wins it for its
-- player, who takes the others' points), and ends.match ends the match once a total
-- reaches 50, the lowest total winning (ends.wins = "lowest"): seat 1, who lost the round.
return {
  rules = "nines", path = "lib", players = 2,
  hands = {
    [0] = { "red 9", "green 2", "green 3" },
    [1] = { "red 4", "blue 7", "wild" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red 4", expect = { round = 1 } },
    { seat = 0, play = "red 9", expect = { over = true, winner = 1, scores = { [0] = 57, [1] = 0 } } },
  },
}
