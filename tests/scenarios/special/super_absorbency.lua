-- Super Absorbency: "the next player takes one random card from every other player's hand
-- (empty hands give nothing), then plays their turn as usual". Seat 1 declares green;
-- seat 2 takes one card from each of seats 3, 0 and 1 (seat 1 included), then plays; each
-- seat that lost a card is told which.
return {
  rules = "special", players = 4, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "super_absorbency", "blue 4", "blue 5" },
    [2] = { "yellow 7", "yellow 8", "yellow 9" },
    [3] = { "red 1", "red 2", "red 3" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "super_absorbency", expect = { pending = { seat = 1, kind = "color" } } },
    { seat = 1, choose = "green",
      expect = { said = { "seat 2 absorbs a random card from seat 3", "seat 2 absorbs a random card from seat 0",
                          "seat 2 absorbs a random card from seat 1", "Super Absorbency takes your" },
                 hand_sizes = { [0] = 2, [1] = 1, [2] = 6, [3] = 2 }, color = "green" } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" } },
}
