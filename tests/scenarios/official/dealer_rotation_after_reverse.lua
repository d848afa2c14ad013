-- Section 1: the deal passes one seat CLOCKWISE each round, even when the round ended
-- counterclockwise (this was a bug: the rotation followed the direction of play, and
-- seat 2 dealt round 2 here).
return {
  players = 3, dealer = 0,
  hands = { [0] = { "red 2" }, [1] = { "green 3" }, [2] = { "blue 4" } },
  top = "red reverse", -- counterclockwise, the dealer plays first
  script = { { seat = 0, play = "red 2" } },
  expect = { round = 2, dealer = 1 },
}
