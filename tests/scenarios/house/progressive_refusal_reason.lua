-- Section 4, progressive: while a stack is pending on a player, only a draw card may be
-- played, and the refusal says so (the legal hook's reason), not that the card does not
-- match: a red 4 on a red Draw Two matches, yet the stack refuses it.
return {
  rules = "official,progressive", players = 3,
  hands = {
    [0] = { "green 5", "green 6", "yellow 1" },
    [1] = { "red draw_two", "red 3", "blue 5" },
    [2] = { "red 4", "wild_draw_four", "yellow 4" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red draw_two" },
    { seat = 2, play = "red 4", refused = "red 4 may not be played now: 2 cards to draw are stacked on you" },
    { seat = 2, play = "wild_draw_four", refused = "Wild Draw Four may not be played now: 2 cards to draw" },
  },
}
