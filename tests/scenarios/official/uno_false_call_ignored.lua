-- Section 2, UNO: by default (false_uno_penalty=0) a false call is simply ignored.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red 3", "red 4", "blue 4" },
    [2] = { "red 5", "red 6", "yellow 1" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red 3", uno = true, expect = { not_said = { "false UNO" } } },
  },
  expect = { hands = { [1] = { "red 4", "blue 4" } }, current = 2 },
}
