-- Section 2, UNO: option false_uno_penalty=3 (tournament sheet): calling UNO when the play
-- does not leave exactly one card costs 3 cards.
return {
  players = 3, set = { false_uno_penalty = 3 },
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red 3", "red 4", "blue 4" },
    [2] = { "red 5", "red 6", "yellow 1" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3" },
  script = {
    { seat = 1, play = "red 3", uno = true, expect = { said = { "false UNO" } } },
  },
  expect = { hands = { [1] = { "red 4", "blue 4", "blue 1", "blue 2", "blue 3" } }, current = 2, no_reactions = true },
}
