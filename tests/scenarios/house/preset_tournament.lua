-- Section 8, preset tournament: official + scoring=penalty + false_uno_penalty=3 +
-- illegal_play_penalty=2: an illegal play is refused and costs 2 cards, a false UNO
-- costs 3, and at the end of the round every player's own cards count against them.
return {
  rules = "tournament", players = 3,
  hands = {
    [0] = { "green 1", "red 2", "yellow 5" },
    [1] = { "blue 4", "red 1", "red 9" },
    [2] = { "yellow 1", "red 8", "yellow 9" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 5", "blue 6", "green 7" },
  script = {
    { seat = 1, play = "blue 4", refused = "blue 4 does not match red 7", changes = true, expect = {
        hands = { [1] = { "blue 4", "red 1", "red 9", "blue 1", "blue 2" } }, pending = { seat = 1, kind = "turn" } } },
    { seat = 1, play = "red 1", uno = true, expect = {
        said = { "false UNO" }, hands = { [1] = { "blue 4", "red 9", "blue 1", "blue 2", "blue 3", "blue 5", "blue 6" } } } },
    { seat = 2, play = "red 8" },
    { seat = 0, play = "red 2" },
    { seat = 1, play = "red 9" },
    { seat = 2, play = "yellow 9", uno = true },
    { seat = 0, play = "yellow 5", uno = true },
    { seat = 1, draw = true },
    { seat = 2, play = "yellow 1" },
  },
  expect = { scores = { [0] = 1, [1] = 4 + 1 + 2 + 3 + 5 + 6 + 7, [2] = 0 }, round = 2 },
}
