-- X-Ray without an exchange: seat 1 looks at seat 0's hand and declines to exchange. It
-- knows seat 0's cards; the hands are as they were.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red x_ray", "blue 4", "blue 5" },
    [2] = { "yellow 7", "yellow 8", "wild" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red x_ray" },
    { seat = 1, choose = 0 },
    { seat = 1, decline = true,
      expect = { said = { "no exchange" },
                 hands = { [0] = { "green 1", "green 2", "green 3" }, [1] = { "blue 4", "blue 5" } },
                 knows = { { by = 1, hand = 0 } }, not_knows = { { by = 2, hand = 0 } } } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" } },
}
