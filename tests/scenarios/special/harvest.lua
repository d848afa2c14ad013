-- Harvest: "choose another player: they draw until they draw a green card or have drawn 5,
-- whichever first". Seat 2 draws red 1, blue 2, green 3 and stops at the green.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red harvest", "blue 4" },
    [2] = { "yellow 7", "yellow 8" },
  },
  top = "red 9",
  draw = { "red 1", "blue 2", "green 3", "yellow 4" },
  script = {
    { seat = 1, play = "red harvest", expect = { pending = { seat = 1, kind = "player" }, options = 2 } },
    { seat = 1, choose = 2,
      expect = { said = { "seat 2 harvests 3 cards, the last one green" },
                 hands = { [2] = { "yellow 7", "yellow 8", "red 1", "blue 2", "green 3" } } } },
  },
  expect = { current = 2, color = "red", pending = { seat = 2, kind = "turn" } },
}
