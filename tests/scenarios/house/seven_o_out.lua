-- Section 4, seven_o, with going out (section 2): a 7 played as the last card wins the
-- round at once: no swap is offered, and the others' cards are scored.
return {
  rules = "official,seven_o", players = 3,
  hands = { [0] = { "green 1" }, [1] = { "red 7" }, [2] = { "yellow 5" } },
  top = "red 9",
  script = { { seat = 1, play = "red 7" } },
  expect = { scores = { [0] = 0, [1] = 1 + 5, [2] = 0 }, round = 2 },
}
