-- Friendship: "swap your whole hand with a player of your choice". Seat 1 plays it and
-- picks seat 2 (not seat 0): the two hands change places, seat 0's stays, play goes on.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red friendship", "blue 4", "blue 5" },
    [2] = { "yellow 7", "yellow 8", "wild" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red friendship",
      expect = { pending = { seat = 1, kind = "player" }, options = 2 } },
    { seat = 1, choose = 2,
      expect = { said = { "seat 1 swaps hands with seat 2" },
                 hands = { [0] = { "green 1", "green 2", "green 3" },
                           [1] = { "yellow 7", "yellow 8", "wild" },
                           [2] = { "blue 4", "blue 5" } },
                 knows = { { by = 1, hand = 2 }, { by = 2, hand = 1 } },
                 not_knows = { { by = 0, hand = 1 }, { by = 0, hand = 2 } } } },
  },
  expect = { current = 2, top = "red friendship", color = "red", pending = { seat = 2, kind = "turn" } },
}
