-- Discard All that empties the hand wins the round at once.
return {
  rules = "no_mercy", players = 2, set = { rounds = 1 },
  hands = { [0] = { "blue 1", "blue 2" }, [1] = { "red discard_all", "red 3" } },
  top = "red 9",
  script = { { seat = 1, play = "red discard_all" } },
  expect = { over = true, scores = { [0] = 0, [1] = 3 } },
}
