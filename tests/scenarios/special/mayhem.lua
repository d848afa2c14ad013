-- Mayhem: "choose a direction; every hand passes one seat that way", then its player
-- declares the color. Seat 1 passes left (1, clockwise): seat 0's hand goes to seat 1,
-- seat 1's to seat 2, seat 2's to seat 0. Seat 1 then declares green.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "mayhem", "blue 4", "blue 5" },
    [2] = { "yellow 7", "yellow 8", "wild" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "mayhem", expect = { pending = { seat = 1, kind = "direction" }, options = 2 } },
    { seat = 1, choose = 1,
      expect = { said = { "every hand moves one seat left" }, pending = { seat = 1, kind = "color" },
                 hands = { [0] = { "yellow 7", "yellow 8", "wild" },
                           [1] = { "green 1", "green 2", "green 3" },
                           [2] = { "blue 4", "blue 5" } } } },
    { seat = 1, choose = "green", expect = { color = "green", top = "mayhem" } },
  },
  expect = { current = 2, direction = 1, pending = { seat = 2, kind = "turn" } },
}
