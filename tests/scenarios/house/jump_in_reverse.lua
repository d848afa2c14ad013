-- Section 4, jump_in with a Reverse: seat 1's Reverse turns play counterclockwise (seat 0
-- to play); seat 2 jumps in with the identical Reverse, which turns it back clockwise from
-- seat 2, so seat 3 plays next.
return {
  rules = "official,jump_in", players = 4,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red reverse", "blue 4", "blue 3" },
    [2] = { "red reverse", "yellow 6", "yellow 7" },
    [3] = { "red 8", "blue 9", "blue 7" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red reverse", expect = { direction = -1, pending = { seat = 0, kind = "turn" } } },
    { seat = 2, react = "jump_in", expect = { direction = 1 } },
  },
  expect = { current = 3, pending = { seat = 3, kind = "turn" }, playable = { "red 8" } },
}
