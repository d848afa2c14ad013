-- Harvest with no green card among the next five: seat 0 draws five and stops; the green
-- 7 below them stays in the draw pile.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red harvest", "blue 4" },
    [2] = { "yellow 7", "yellow 8" },
  },
  top = "red 9",
  draw = { "red 1", "red 2", "red 3", "red 4", "wild", "green 7" },
  script = {
    { seat = 1, play = "red harvest" },
    { seat = 1, choose = 0,
      expect = { said = { "seat 0 harvests 5 cards, no green" },
                 hands = { [0] = { "green 1", "green 2", "red 1", "red 2", "red 3", "red 4", "wild" } },
                 lacks = { [0] = { "green 7" } } } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" } },
}
