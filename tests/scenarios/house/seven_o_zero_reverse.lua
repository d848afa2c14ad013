-- Section 4, seven_o, zero_passes=direction: after a Reverse play goes counterclockwise,
-- so after the 0 every hand passes counterclockwise (seat s to s-1).
return {
  rules = "official,seven_o", players = 4, set = { zero_passes = "direction" },
  hands = {
    [0] = { "red 0", "green 1", "green 2" },
    [1] = { "red reverse", "blue 4", "blue 3" },
    [2] = { "yellow 5", "yellow 6", "yellow 7" },
    [3] = { "blue 8", "blue 9", "blue 7" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red reverse", expect = { direction = -1, current = 0 } },
    { seat = 0, play = "red 0" },
  },
  expect = {
    hands = { [0] = { "blue 4", "blue 3" }, [1] = { "yellow 5", "yellow 6", "yellow 7" },
              [2] = { "blue 8", "blue 9", "blue 7" }, [3] = { "green 1", "green 2" } },
    current = 3, direction = -1, pending = { seat = 3, kind = "turn" },
  },
}
