-- Section 2, first card: Wild: the player to the dealer's left declares the color, then
-- plays normally.
return {
  players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 3", "green 4" },
    [2] = { "red 5", "green 6" },
  },
  top = "wild",
  script = {
    { seat = 1, choose = "blue", expect = { color = "blue", playable = { "blue 3" } } },
    { seat = 1, play = "blue 3" },
  },
  expect = { current = 2 },
}
