-- Section 3, illegal play: option illegal_play_penalty=2 (tournament sheet): the illegal
-- play is refused, the card stays in the hand, and the player draws 2; then plays on.
return {
  players = 3, set = { illegal_play_penalty = 2 },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 4", "red 1" },
    [2] = { "yellow 1", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "blue 4", refused = "blue 4 does not match red 7", changes = true, expect = {
        hands = { [1] = { "blue 4", "red 1", "blue 1", "blue 2" } }, pending = { seat = 1, kind = "turn" },
        top = "red 7", log_length = 1 } },
    { seat = 1, play = "red 1" },
  },
  expect = { current = 2, hand_sizes = { [1] = 3 } },
}
