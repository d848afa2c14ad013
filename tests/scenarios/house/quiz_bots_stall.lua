-- Section 7, quiz: a table of bots that are never right (quiz_skill=0) does not stall:
-- after ten laps of failures in a row (20 with 2 players) the next bot (seat 1 again) is
-- right and plays.
return {
  rules = "official,quiz", players = 2, path = "banks", bots = { 0, 1 },
  set = { quiz_bank = "one", quiz_skill = 0 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "red 4" } },
  top = "red 7",
  expect = { pending = { seat = 1, kind = "turn" }, hand_sizes = { [0] = 12, [1] = 12 } },
}
