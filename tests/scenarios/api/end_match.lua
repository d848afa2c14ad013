-- The API: g:end_match(seat) from a play ends the round and the match once the effect
-- returns, won by that seat whatever the totals (lib/closer.lua: a red 9 closes the match
-- for the next seat).
return {
  rules = "official,closer", path = "lib", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 9", "red 4" },
    [2] = { "blue 4", "blue 5" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red 9", expect = { over = true, winner = 2, round = 1 } },
  },
}
