-- Section 4, must_play: a wild is a playable card too (it plays on anything); so is a
-- Wild Draw Four played legally (no card of the active color): no draw with either.
return {
  rules = "official,must_play", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "wild", "blue 4" },
    [2] = { "wild_draw_four", "yellow 6" },
  },
  top = "red 7",
  script = {
    { expect = { playable = { "wild" }, can_draw = false } },
    { seat = 1, play = "wild" },
    { seat = 1, choose = "red", expect = { pending = { seat = 2, kind = "turn" }, playable = { "wild_draw_four" },
                                           bluffs = {}, can_draw = false } },
  },
}
