-- Knowledge ends when a card moves face down (RULES.md section 5; issue: a card passed from
-- hand to hand is known only to the seats that gave and got it). Howler shows seat 2's hand
-- to everyone; later seat 0 X-rays seat 2 and takes its yellow 8 for a green 1. Seat 1 saw
-- the yellow 8 in seat 2's hand but not where it went: it no longer knows it, while it still
-- knows the yellow 7 and the wild, which never moved.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "red x_ray", "green 1", "green 2", "green 3" },
    [1] = { "red howler", "blue 4", "blue 5", "blue 6" },
    [2] = { "red 3", "yellow 7", "yellow 8", "wild" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red howler" },
    { seat = 1, choose = 2, expect = { knows = { { by = 1, hand = 2 }, { by = 0, hand = 2 } } } },
    { seat = 2, play = "red 3" },
    { seat = 0, play = "red x_ray" },
    { seat = 0, choose = 2 },
    { seat = 0, choose = "green 1" },
    { seat = 0, choose = "yellow 8",
      expect = { hands = { [0] = { "green 2", "green 3", "yellow 8" }, [2] = { "yellow 7", "wild", "green 1" } },
                 knows = { { by = 1, hand = 2, cards = { "yellow 7", "wild" } },
                           { by = 2, hand = 0, cards = { "yellow 8" } } },
                 not_knows = { { by = 1, hand = 0, cards = { "yellow 8" } },
                               { by = 1, hand = 2, cards = { "green 1" } } } } },
  },
}
