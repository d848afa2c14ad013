-- Section 2, first card: Reverse with 2 players: the dealer plays first.
return {
  players = 2, dealer = 0,
  hands = { [0] = { "red 1", "green 2" }, [1] = { "red 3", "green 4" } },
  top = "red reverse",
  script = { { seat = 0, play = "red 1", uno = true }, { seat = 1, play = "red 3", uno = true } },
  expect = { current = 0 },
}
