-- Section 4, jump_in: a player holding a card identical to the top (same color and number)
-- may play it out of turn. Seat 3 jumps in on seat 1's red 5 while seat 2 is to play:
-- play goes on as if seat 3 had just taken its turn, so seat 0 plays next (seat 2's turn
-- is lost). A card of the same number in another color gives no right to jump in.
return {
  rules = "official,jump_in", players = 4,
  hands = {
    [0] = { "green 5", "green 2", "green 3" },
    [1] = { "red 5", "blue 4", "blue 3" },
    [2] = { "yellow 5", "yellow 6", "yellow 7" },
    [3] = { "red 5", "blue 9", "blue 7" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red 5", expect = { pending = { seat = 2, kind = "turn" },
                                           reaction = { name = "jump_in", seat = 3 } } },
    { seat = 0, react = "jump_in", refused = "seat 0 may not take jump_in", strict = false },
    { seat = 3, react = "jump_in", expect = {
        said = { "jumps in" }, top = "red 5", hands = { [3] = { "blue 9", "blue 7" } },
        current = 0, pending = { seat = 0, kind = "turn" }, playable = { "green 5" } } },
    { seat = 0, play = "green 5" },
  },
  expect = { current = 1, hand_sizes = { [2] = 3 } },
}
