-- Section 4, progressive: a victim who does not stack draws the total and loses the turn,
-- here the plain 2 of a single Draw Two; play then goes on from the next seat as usual.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "red 1", "green 2" },
    [1] = { "red draw_two", "red 3" },
    [2] = { "red 5", "red 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "red draw_two", expect = { pending = { seat = 2, kind = "turn" }, playable = {}, can_draw = true } },
    { seat = 2, draw = true, expect = { hands = { [2] = { "red 5", "red 6", "blue 1", "blue 2" } } } },
    { seat = 0, play = "red 1", expect = { playable = { "red 3" }, can_draw = true } },
  },
  expect = { current = 1, pending = { seat = 1, kind = "turn" } },
}
