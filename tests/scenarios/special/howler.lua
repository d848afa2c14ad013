-- Howler: "choose another player: their whole hand becomes known to every player". Seat 1
-- calls out seat 2's hand: seats 0 and 1 know it (the table shows the cards revealed).
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red howler", "blue 4", "blue 5" },
    [2] = { "yellow 7", "wild", "blue draw_two" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red howler", expect = { pending = { seat = 1, kind = "player" }, options = 2 } },
    { seat = 1, choose = 2,
      expect = { said = { "seat 2's hand is called out" },
                 knows = { { by = 0, hand = 2 }, { by = 1, hand = 2 } },
                 not_knows = { { by = 0, hand = 1 }, { by = 2, hand = 0 } } } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" } },
}
