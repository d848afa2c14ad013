-- Section 4, jump_in: no jump-in on one's own card (one card per turn), none with a card of
-- the same number in another color, none on a wild; the player whose turn it is simply
-- plays the identical card.
return {
  rules = "official,jump_in", players = 3,
  hands = {
    [0] = { "wild", "green 5", "yellow 2" },
    [1] = { "red 5", "red 5", "wild" },
    [2] = { "yellow 9", "red 8", "yellow 7" },
  },
  top = "red 9",
  draw = { "green 1" },
  script = {
    { seat = 1, play = "red 5", expect = { pending = { seat = 2, kind = "turn" }, no_reactions = true } },
    { seat = 2, draw = true, expect = { pending = { seat = 0, kind = "turn" }, no_reactions = true } },
    { seat = 0, play = "wild" },
    { seat = 0, choose = "red", expect = { pending = { seat = 1, kind = "turn" }, no_reactions = true } },
    { seat = 1, play = "red 5", uno = true, expect = { pending = { seat = 2, kind = "turn" }, no_reactions = true } },
  },
  expect = { current = 2, playable = { "red 8" } },
}
