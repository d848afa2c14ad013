-- Travel: "choose a player; you see their whole hand". Seat 1 travels to seat 0: seat 1
-- now knows every card of seat 0's hand; seat 2 knows none of it.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "wild", "blue 3" },
    [1] = { "red travel", "blue 4", "blue 5" },
    [2] = { "yellow 7", "yellow 8", "red 2" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red travel",
      expect = { pending = { seat = 1, kind = "player" }, options = 2, not_knows = { { by = 1, hand = 0 } } } },
    { seat = 1, choose = 0,
      expect = { said = { "seat 1 travels to seat 0 and sees their hand (3 cards)" },
                 knows = { { by = 1, hand = 0 } },
                 not_knows = { { by = 2, hand = 0 }, { by = 1, hand = 2 } },
                 hands = { [0] = { "green 1", "wild", "blue 3" } } } },
  },
  expect = { current = 2, top = "red travel", pending = { seat = 2, kind = "turn" } },
}
