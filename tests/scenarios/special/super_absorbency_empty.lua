-- Super Absorbency as the last card: its player's hand is empty and gives nothing; seat 2
-- takes a card from seat 0 only. Seat 1 has gone out and scores what the others hold
-- (green 1, blue 3, green 9 and yellow 4: 17 points, wherever the taken card went).
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "blue 3" },
    [1] = { "red 5", "super_absorbency" },
    [2] = { "red 6", "yellow 4" },
  },
  top = "red 9",
  draw = { "green 9" },
  script = {
    { seat = 1, play = "red 5", uno = true },
    { seat = 2, play = "red 6" },
    { seat = 0, draw = true, expect = { pending = { seat = 1, kind = "turn" }, hand_sizes = { [0] = 3 } } },
    { seat = 1, play = "super_absorbency" },
    { seat = 1, choose = "blue",
      expect = { said = { "seat 2 absorbs a random card from seat 0" }, not_said = { "from seat 0, seat 1" },
                 round = 2, scores = { [0] = 0, [1] = 17, [2] = 0 } } },
  },
}
