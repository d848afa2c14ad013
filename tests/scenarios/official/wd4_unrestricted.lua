-- Section 2, option wd4_restricted=false (the classroom sheet: "Wild cards and Draw 4 cards
-- can be played at any time"): a Wild Draw Four plays while holding the active color, is
-- no bluff, and nobody is asked to challenge it: the next player draws 4 and loses the turn.
return {
  players = 3, set = { wd4_restricted = false },
  hands = {
    [0] = { "green 5", "green 6", "yellow 1" },
    [1] = { "wild_draw_four", "red 3", "blue 5" },
    [2] = { "green 3", "green 4", "yellow 4" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { seat = 1, expect = { playable = { "wild_draw_four", "red 3" } } },
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "yellow" },
  },
  expect = { hand_sizes = { [2] = 7 }, current = 0, color = "yellow" },
}
