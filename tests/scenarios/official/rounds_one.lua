-- Section 2, option rounds=1: the match is that one round; the highest total wins.
return {
  players = 3, set = { rounds = 1 },
  hands = { [0] = { "green 5" }, [1] = { "red 2" }, [2] = { "blue 3" } },
  top = "red 7",
  script = { { seat = 1, play = "red 2" } },
  expect = { over = true, winner = 1, scores = { [0] = 0, [1] = 8, [2] = 0 }, pending = "none" },
}
