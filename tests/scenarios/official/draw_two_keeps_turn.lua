-- Section 2, option draw_loses_turn=false (the classroom sheet: "Next player also picks up
-- 4 cards. They then play a card that colour"): the victim of a Draw Two draws 2 and then
-- plays their turn. A penalty (a failed challenge) still loses the turn.
return {
  players = 3, set = { draw_loses_turn = false },
  hands = {
    [0] = { "green 5", "green 6", "yellow 1" },
    [1] = { "red draw_two", "red 3", "blue 5" },
    [2] = { "green 3", "red 4", "yellow 4" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "red draw_two", expect = { hand_sizes = { [2] = 5 },
                                                  pending = { seat = 2, kind = "turn" } } },
    { seat = 2, play = "red 4" },
  },
  expect = { current = 0 },
}
