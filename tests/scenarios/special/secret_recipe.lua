-- Secret Recipe: "choose a player; you see their hand; then declare the color". Seat 1
-- looks at seat 2's hand (it knows it; seat 0 does not) and declares yellow.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "secret_recipe", "blue 4", "blue 5" },
    [2] = { "yellow 7", "wild", "blue draw_two" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "secret_recipe", expect = { pending = { seat = 1, kind = "player" }, options = 2 } },
    { seat = 1, choose = 2,
      expect = { said = { "seat 1 sees seat 2's hand" }, pending = { seat = 1, kind = "color" },
                 knows = { { by = 1, hand = 2 } }, not_knows = { { by = 0, hand = 2 } } } },
    { seat = 1, choose = "yellow", expect = { color = "yellow", top = "secret_recipe" } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" }, playable = { "yellow 7", "wild" } },
}
