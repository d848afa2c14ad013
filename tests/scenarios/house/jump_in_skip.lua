-- Section 4, jump_in: play continues as if the jumper had just taken its turn, so its
-- card's effect applies from there: seat 0 jumps in with a Skip identical to seat 1's,
-- and the seat after the jumper (seat 1) is skipped; seat 2 plays next.
return {
  rules = "official,jump_in", players = 4,
  hands = {
    [0] = { "red skip", "green 2", "green 3" },
    [1] = { "red skip", "blue 4", "blue 3" },
    [2] = { "yellow 5", "yellow 6", "red 6" },
    [3] = { "blue 8", "blue 9", "blue 7" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red skip", expect = { pending = { seat = 3, kind = "turn" },
                                              reaction = { name = "jump_in", seat = 0 } } },
    { seat = 0, react = "jump_in", expect = { top = "red skip", hand_sizes = { [0] = 2, [3] = 3 } } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" }, playable = { "red 6" } },
}
