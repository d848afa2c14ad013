-- Section 2, a turn: a card matches by the active color (red 3 on red 7).
return {
  rules = "official", players = 3, dealer = 0,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 3", "blue 4" },
    [2] = { "yellow 5", "yellow 6" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red 3", expect = { top = "red 3", color = "red" } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" }, hand_sizes = { [1] = 1 } },
}
