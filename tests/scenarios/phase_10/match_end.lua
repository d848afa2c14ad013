-- Phase 10: random players play the match out; it ends with the round in which someone
-- completes Phase 10 (phase_watch says who), and they win it: here seat 1, alone, with
-- the lowest total too (the lowest among those who complete it would win).
return {
  rules = "phase_10,phase_watch", path = "lib", players = 3,
  hands = {
    [0] = { "red 1", "red 2", "blue 4", "blue 6", "green 7", "green 9", "yellow 10", "yellow 11", "red 12", "blue 2" },
    [1] = { "red 3", "blue 5", "green 6", "yellow 9", "red 11", "blue 12", "green 1", "green 2", "yellow 4", "red 5" },
    [2] = { "skip", "blue 7", "green 10", "yellow 12", "red 6", "blue 9", "green 11", "yellow 1", "yellow 2", "red 7" },
  },
  top = "red 8",
  script = {
    { autoplay = "match", expect = { over = true, winner = 1, said = { "seat 1 completed Phase 10 with 290 points" }, scores = { [0] = 530, [1] = 290, [2] = 570 } } },
  },
}
