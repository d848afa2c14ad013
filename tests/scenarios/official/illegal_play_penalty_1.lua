-- Section 3, illegal play: illegal_play_penalty=1 (general page): one card per attempt; a
-- card not in the hand is refused without penalty.
return {
  players = 3, set = { illegal_play_penalty = 1 },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 4", "red 1" },
    [2] = { "yellow 1", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "blue 4", refused = "does not match", changes = true },
    { seat = 1, play = "blue 4", refused = "does not match", changes = true },
    { seat = 1, play = "yellow 9", refused = "not in seat 1's hand" },
  },
  expect = { hands = { [1] = { "blue 4", "red 1", "blue 1", "blue 2" } }, log_length = 2 },
}
