-- Super Absorbency taking a last card: seat 2 holds one card and seat 1 takes it, so seat
-- 2's hand is empty: seat 2 has gone out and wins the round, scoring the 34 points left
-- in seats 0 and 1.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "super_absorbency", "blue 7", "blue 8" },
    [1] = { "red 1", "red 2", "blue 5" },
    [2] = { "red 3", "red 4", "yellow 6" },
  },
  top = "red 9",
  draw = { "green 8" },
  script = {
    { seat = 1, play = "red 1" },
    { seat = 2, play = "red 3" },
    { seat = 0, draw = true, expect = { pending = { seat = 1, kind = "turn" } } },
    { seat = 1, play = "red 2", uno = true },
    { seat = 2, play = "red 4", uno = true },
    { seat = 0, play = "super_absorbency" },
    { seat = 0, choose = "blue",
      expect = { said = { "seat 1 absorbs a random card from seat 2", "seat 1 absorbs a random card from seat 0" },
                 round = 2, scores = { [0] = 0, [1] = 0, [2] = 34 } } },
  },
}
