-- No Mercy stacking: on a draw card its victim may play a draw card of equal or higher
-- value, whatever its color (a lower one is refused, with the reason); the first who does
-- not stack draws the total and loses the turn.
return {
  rules = "no_mercy", players = 3,
  hands = {
    [0] = { "yellow 1", "yellow 2", "blue draw_two" },
    [1] = { "red draw_two", "red 5", "red 6" },
    [2] = { "blue draw_four", "red 2", "green 3" },
  },
  top = "red 9",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6" },
  script = {
    { seat = 1, play = "red draw_two", expect = { hand_sizes = { [2] = 3 } } },
    { seat = 2, play = "red 2", refused = "2 cards are stacked on you: stack +2 or more" },
    { seat = 2, play = "blue draw_four", expect = { said = { "stacks: 6 to draw" } } },
    { seat = 0, play = "blue draw_two", refused = "stack +4 or more" },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 9 }, current = 1 } },
  },
}
