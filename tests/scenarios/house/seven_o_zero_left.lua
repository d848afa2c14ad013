-- Section 4, seven_o, zero_passes=left (the default, as the official house-rule text says):
-- after a 0 every hand passes to the left (seat s to s+1, clockwise) even while play goes
-- counterclockwise after a Reverse.
return {
  rules = "official,seven_o", players = 4,
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
    hands = { [0] = { "blue 8", "blue 9", "blue 7" }, [1] = { "green 1", "green 2" },
              [2] = { "blue 4", "blue 3" }, [3] = { "yellow 5", "yellow 6", "yellow 7" } },
    current = 3, direction = -1, pending = { seat = 3, kind = "turn" },
  },
}
