-- Section 4, seven_o, zero_passes=direction: after a 0, every player passes
-- their hand to the next player in the direction of play (clockwise here: seat s to s+1).
return {
  rules = "official,seven_o", players = 4, set = { zero_passes = "direction" },
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red 0", "blue 4", "blue 3" },
    [2] = { "yellow 5", "yellow 6", "yellow 7" },
    [3] = { "blue 8", "blue 9", "blue 7" },
  },
  top = "red 9",
  script = { { seat = 1, play = "red 0" } },
  expect = {
    hands = { [0] = { "blue 8", "blue 9", "blue 7" }, [1] = { "green 1", "green 2", "green 3" },
              [2] = { "blue 4", "blue 3" }, [3] = { "yellow 5", "yellow 6", "yellow 7" } },
    current = 2, pending = { seat = 2, kind = "turn" },
  },
}
