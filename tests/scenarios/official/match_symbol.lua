-- Section 2, a turn: a symbol matches the same symbol in another color (blue skip on red
-- skip), and a skip matches by color too.
return {
  players = 3,
  hands = {
    [0] = { "blue skip", "blue 4", "green 1" },
    [1] = { "red skip", "yellow 2", "yellow 3" },
    [2] = { "green 5", "green 6", "green 7" },
  },
  top = "red 5",
  script = {
    { seat = 1, play = "red skip" }, -- seat 2 loses the turn
    { expect = { current = 0, playable = { "blue skip" } } },
    { seat = 0, play = "blue skip", expect = { color = "blue", top = "blue skip" } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" } },
}
