-- Mayhem to the right (-1, counterclockwise): seat 0's hand goes to seat 2, seat 2's to
-- seat 1, seat 1's to seat 0. The direction of play does not change.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "mayhem", "blue 4", "blue 5" },
    [2] = { "yellow 7", "yellow 8", "wild" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "mayhem" },
    { seat = 1, choose = -1,
      expect = { said = { "every hand moves one seat right" },
                 hands = { [0] = { "blue 4", "blue 5" },
                           [1] = { "yellow 7", "yellow 8", "wild" },
                           [2] = { "green 1", "green 2", "green 3" } } } },
    { seat = 1, choose = "yellow", expect = { color = "yellow" } },
  },
  expect = { current = 2, direction = 1, pending = { seat = 2, kind = "turn" } },
}
