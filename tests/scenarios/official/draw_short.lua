-- Section 2, empty draw pile: if a draw is still impossible after reshuffling (every
-- other card is in hands) it ends short; a player who must draw but cannot passes.
return {
  players = 2,
  hands = {
    [0] = { "red 1", "blue 2" },
    [1] = { "red 3", "red draw_two" },
  },
  top = "red 5",
  script = {
    { seat = 0, penalty = 100 },
    { seat = 0, penalty = 3, expect = { draw_pile = 0, discard = 1 } },
    -- seat 0 must draw 2: the reshuffle turns red 5 into the draw pile, then nothing is left
    { seat = 1, play = "red draw_two", uno = true, expect = {
        draw_pile = 0, discard = 1, hand_sizes = { [0] = 2 + 103 + 1 }, current = 1 } },
    { seat = 1, draw = true, expect = { hand_sizes = { [1] = 1 }, current = 0 } }, -- nothing to draw: the turn passes
  },
}
