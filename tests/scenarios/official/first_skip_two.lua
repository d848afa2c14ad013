-- Section 2, first card: Skip with 2 players: the player to the dealer's left loses the
-- turn, so the dealer starts.
return {
  players = 2, dealer = 0,
  hands = { [0] = { "red 1", "green 2" }, [1] = { "red 3", "green 4" } },
  top = "red skip",
  script = { { seat = 0, play = "red 1", uno = true } },
  expect = { current = 1 },
}
