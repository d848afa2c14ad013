-- Section 4, jump_in, with UNO (section 2): a jump-in play may carry an UNO call. Seat 0
-- jumps in with its next-to-last card and calls: no catch window opens on it.
return {
  rules = "official,jump_in", players = 3,
  hands = {
    [0] = { "red 5", "yellow 9" },
    [1] = { "red 5", "green 2" },
    [2] = { "blue 3", "yellow 3" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red 5", uno = true, expect = { reaction = { name = "jump_in", seat = 0 } } },
    { seat = 0, react = "jump_in", uno = true, expect = { said = { "jumps in" },
        hand_sizes = { [0] = 1 }, no_reactions = true, current = 1 } },
  },
}
