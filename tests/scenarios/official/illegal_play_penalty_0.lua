-- Section 3, illegal play: illegal_play_penalty=0 (the default): an illegal play is just
-- refused; nothing is drawn, nothing is logged, the card stays in the hand.
return {
  players = 3, set = { illegal_play_penalty = 0 },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 4", "red 1" },
    [2] = { "yellow 1", "yellow 6" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "blue 4", refused = "blue 4 does not match red 7", expect = {
        hands = { [1] = { "blue 4", "red 1" } }, log_length = 0, not_said = { "illegal play" } } },
    { seat = 1, play = "red 1" },
  },
  expect = { current = 2, hands = { [1] = { "blue 4" } } },
}
