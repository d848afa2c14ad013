-- Section 4, jump_in, with UNO Flip: once the cards have turned, identical means identical
-- faces up. Seat 0's green 2 shows a pink 7 on its dark side (odd_back), the same as the
-- red 7 seat 2 plays after the flip: seat 0 may jump in, though the two cards' light
-- faces differ.
return {
  rules = "flip,mirror_backs,odd_back,jump_in", path = "lib", players = 4,
  hands = {
    [0] = { "green 2", "blue 1" },
    [1] = { "red flip", "red 3" },
    [2] = { "red 7", "yellow 5" },
    [3] = { "blue 3", "blue 4" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red flip", uno = true, expect = { top = "pink flip", no_reactions = true } },
    { seat = 2, play = "pink 7", expect = { pending = { seat = 3, kind = "turn" },
                                            reaction = { name = "jump_in", seat = 0 } } },
    { seat = 0, react = "jump_in", expect = { said = { "jumps in" }, top = "pink 7",
                                              current = 1, pending = { seat = 1, kind = "turn" } } },
  },
}
