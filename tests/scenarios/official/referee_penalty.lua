-- Section 3, other table penalties: the referee gives a player a penalty draw of n cards;
-- it is logged like any other action and the pending decision is asked again.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "blue 4" },
    [2] = { "red 5", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3" },
  script = {
    { seat = 2, penalty = 3, expect = {
        hands = { [2] = { "red 5", "yellow 6", "blue 1", "blue 2", "blue 3" } },
        pending = { seat = 1, kind = "turn" }, log_length = 1 } },
    { seat = 2, penalty = 0, refused = "a penalty is 1 to 100 cards" },
    { seat = 1, play = "red 3" },
  },
  expect = { current = 2, log_length = 2 },
}
