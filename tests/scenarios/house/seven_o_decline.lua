-- Section 4, seven_o: the swap after a 7 is optional: declined, every hand stays.
return {
  rules = "official,seven_o", players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red 7", "blue 4", "blue 5" },
    [2] = { "yellow 5", "yellow 6", "red 6" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red 7", expect = { pending = { seat = 1, kind = "player" } } },
    { seat = 1, decline = true },
  },
  expect = {
    hands = { [0] = { "green 1", "green 2", "green 3" }, [1] = { "blue 4", "blue 5" },
              [2] = { "yellow 5", "yellow 6", "red 6" } },
    current = 2, pending = { seat = 2, kind = "turn" },
  },
}
