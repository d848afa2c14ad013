-- A rule in another's place (instead_of = "seven_o") runs the rule it replaced when it
-- applies (g:run_rule): a red 7 on a red card asks for the swap, after the rule placed
-- before it (before = ...) had its say.
return {
  rules = "official,seven_o,own_color", path = "lib", players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red 7", "blue 4", "blue 5" },
    [2] = { "yellow 5", "yellow 6", "red 6" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red 7",
      expect = { pending = { seat = 1, kind = "player" }, said = { "a seven: hands may change" } } },
    { seat = 1, choose = 2 },
  },
  expect = {
    hands = { [1] = { "yellow 5", "yellow 6", "red 6" }, [2] = { "blue 4", "blue 5" } },
    current = 2,
  },
}
