-- Section 4, must_play: a player holding a playable card may not draw (drawing is not
-- offered, and is refused); a player holding none draws as usual.
return {
  rules = "official,must_play", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "blue 4" },
    [2] = { "yellow 5", "yellow 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { expect = { pending = { seat = 1, kind = "turn" }, playable = { "red 3" }, can_draw = false } },
    { seat = 1, draw = true, refused = "may not draw now: it holds a card it may play, and must play" },
    { seat = 1, play = "red 3", expect = { playable = {}, can_draw = true } },
    { seat = 2, draw = true, expect = { pending = { seat = 0, kind = "turn" }, playable = {}, can_draw = true } },
  },
  expect = { hand_sizes = { [2] = 3 } },
}
