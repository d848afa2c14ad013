-- Merlin: "declare a color; every other player draws until they draw a card of that color".
-- Seat 1 calls blue: seat 2 draws red 1, blue 2; then seat 0 draws green 3, a wild (not
-- blue) and blue 5. Blue is the next color.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "merlin", "blue 4" },
    [2] = { "yellow 7", "yellow 8" },
  },
  top = "red 9",
  draw = { "red 1", "blue 2", "green 3", "wild", "blue 5", "blue 6" },
  script = {
    { seat = 1, play = "merlin", expect = { pending = { seat = 1, kind = "color" } } },
    { seat = 1, choose = "blue",
      expect = { said = { "Merlin calls blue", "seat 2 draws 2 until blue", "seat 0 draws 3 until blue" },
                 hands = { [0] = { "green 1", "green 2", "green 3", "wild", "blue 5" },
                           [1] = { "blue 4" },
                           [2] = { "yellow 7", "yellow 8", "red 1", "blue 2" } } } },
  },
  expect = { current = 2, color = "blue", top = "merlin", pending = { seat = 2, kind = "turn" } },
}
