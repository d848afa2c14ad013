-- Section 2, a turn: drawing is allowed while holding a playable card (must_play off);
-- a playable drawn card may be kept (pass); an unplayable one is kept and the turn ends.
return {
  players = 3,
  hands = {
    [0] = { "red 5", "green 2" },
    [1] = { "red 1", "green 3" },
    [2] = { "yellow 5", "yellow 6" },
  },
  top = "red 7",
  draw = { "red 9", "blue 4" },
  script = {
    { expect = { playable = { "red 1" }, can_draw = true, can_pass = false } },
    { seat = 1, draw = true },
    { seat = 1, pass = true, expect = { hands = { [1] = { "red 1", "green 3", "red 9" } }, top = "red 7" } },
    { seat = 2, draw = true, expect = { hands = { [2] = { "yellow 5", "yellow 6", "blue 4" } } } },
    { seat = 0, play = "red 5" }, -- strict: seat 2's turn ended by itself
  },
  expect = { current = 1 },
}
