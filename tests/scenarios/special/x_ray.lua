-- X-Ray: "choose a player; you see their hand; you may exchange one card of yours for one
-- of theirs". Seat 1 X-rays seat 2, gives its blue 4 and takes seat 2's wild. Seat 1 now
-- knows all of seat 2's hand (the card it gave too); seat 0 knows none of it.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red x_ray", "blue 4", "blue 5" },
    [2] = { "yellow 7", "yellow 8", "wild" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red x_ray", expect = { pending = { seat = 1, kind = "player" }, options = 2 } },
    { seat = 1, choose = 2,
      expect = { said = { "seat 1 sees seat 2's hand" }, pending = { seat = 1, kind = "card" },
                 knows = { { by = 1, hand = 2 } }, not_knows = { { by = 0, hand = 2 } } } },
    { seat = 1, choose = "blue 4", expect = { pending = { seat = 1, kind = "card" }, options = 3 } },
    { seat = 1, choose = "wild",
      expect = { said = { "seat 1 exchanges a card with seat 2" },
                 hands = { [1] = { "blue 5", "wild" }, [2] = { "yellow 7", "yellow 8", "blue 4" } },
                 knows = { { by = 1, hand = 2 }, { by = 2, hand = 1, cards = { "wild" } } },
                 not_knows = { { by = 0, hand = 2 }, { by = 2, hand = 1, cards = { "blue 5" } } } } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" } },
}
