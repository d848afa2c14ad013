-- Section 4, progressive: a Draw Two played on you may be answered with another Draw Two
-- (any color) instead of drawing; the penalty accumulates (2 + 2) and passes on. Only
-- stacking cards are offered to the victim, with the draw. The first who does not stack
-- draws the total (4) and loses the turn: the playable card drawn may not be played.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "blue 9", "green 2", "green 3" },
    [1] = { "red draw_two", "red 4", "yellow 1" },
    [2] = { "blue draw_two", "blue 5", "red 6" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4", "blue 6" },
  script = {
    { seat = 1, play = "red draw_two", expect = {
        pending = { seat = 2, kind = "turn" }, playable = { "blue draw_two" }, can_draw = true,
        hand_sizes = { [2] = 3 } } },
    { seat = 2, play = "blue draw_two", expect = {
        said = { "stacks: 4 to draw" }, pending = { seat = 0, kind = "turn" }, playable = {},
        can_draw = true, hand_sizes = { [0] = 3 } } },
    { seat = 0, draw = true, expect = {
        hands = { [0] = { "blue 9", "green 2", "green 3", "blue 1", "blue 2", "blue 3", "blue 4" } },
        pending = { seat = 1, kind = "turn" }, top = "blue draw_two" } },
    { seat = 1, draw = true, expect = { hand_sizes = { [1] = 3 }, playable = { "blue 6" }, can_pass = true } },
  },
  expect = { current = 1 },
}
