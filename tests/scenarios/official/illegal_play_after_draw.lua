-- Section 3, illegal play, with section 2's draw-then-play: after drawing, trying another
-- card is an illegal play: refused, punished with illegal_play_penalty, and the drawn card
-- is still the only one that may be played.
return {
  players = 3, set = { illegal_play_penalty = 2 },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 1", "green 3" },
    [2] = { "yellow 5", "yellow 6" },
  },
  top = "red 7",
  draw = { "red 9", "blue 1", "blue 2" },
  script = {
    { seat = 1, draw = true },
    { seat = 1, play = "red 1", refused = "after drawing only the drawn card may be played", changes = true,
      expect = { hands = { [1] = { "red 1", "green 3", "red 9", "blue 1", "blue 2" } },
                 playable = { "red 9" }, can_pass = true, can_draw = false } },
    { seat = 1, play = "red 9" },
  },
  expect = { current = 2, top = "red 9" },
}
