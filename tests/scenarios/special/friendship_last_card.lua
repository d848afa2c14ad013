-- Friendship as the last card: its player has gone out and has no hand to swap, so no
-- player is asked and the round is won (seat 1 scores the 3 + 4 left in the other hands).
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "red 1", "blue 3" },
    [1] = { "red 5", "red friendship" },
    [2] = { "red 6", "yellow 4" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red 5", uno = true },
    { seat = 2, play = "red 6" },
    { seat = 0, play = "red 1" },
    { seat = 1, play = "red friendship",
      expect = { said = { "no hand left to swap" }, round = 2, scores = { [1] = 7, [0] = 0, [2] = 0 } } },
  },
}
