-- The API: a ruleset declaring ends.empty_hand = false plays on past an emptied hand: the
-- seat that played its last card does not win, the round goes on, and the next seat plays.
return {
  rules = "nines", path = "lib", players = 3,
  hands = {
    [0] = { "red 1", "green 2" },
    [1] = { "red 4", "red 8" },
    [2] = { "red 5", "blue 5" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red 4" },
    { seat = 2, play = "red 5" },
    { seat = 0, play = "red 1", expect = { round = 1, current = 1 } },
    { seat = 1, play = "red 8", expect = { round = 1, current = 2, hand_sizes = { [1] = 0 } } },
  },
}
