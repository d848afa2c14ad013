-- Section 2, a turn / section 3, illegal play: a card that does not match is refused with
-- a reason and the game is unchanged (illegal_play_penalty 0: just refused); so is a play
-- out of turn, and a card the player does not hold.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 4", "red 1" },
    [2] = { "yellow 1", "yellow 6" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "blue 4", refused = "blue 4 does not match red 7" },
    { seat = 2, play = "yellow 1", refused = "it is seat 1's decision, not seat 2's", strict = false },
    { seat = 1, play = "yellow 9", refused = "yellow 9 is not in seat 1's hand" },
    { expect = { hands = { [1] = { "blue 4", "red 1" } }, log_length = 0 } },
    { seat = 1, play = "red 1" },
  },
  expect = { current = 2, top = "red 1", hands = { [1] = { "blue 4" } } },
}
