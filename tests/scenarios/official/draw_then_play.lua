-- Section 2, a turn: after drawing a playable card the player may play that card only,
-- immediately (not another card of the hand, however playable).
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 1", "green 3" },
    [2] = { "yellow 5", "yellow 6" },
  },
  top = "red 7",
  draw = { "red 9" },
  script = {
    { seat = 1, draw = true, expect = { playable = { "red 9" }, can_pass = true, can_draw = false } },
    { seat = 1, play = "red 1", refused = "after drawing only the drawn card may be played" },
    { seat = 1, play = "red 9" },
  },
  expect = { current = 2, top = "red 9", hands = { [1] = { "red 1", "green 3" } } },
}
