-- Section 4, seven_o: after a 7 is played, its player may swap hands with a player of
-- their choice; here seat 1 chooses seat 0. Play then goes on as usual.
return {
  rules = "official,seven_o", players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red 7", "blue 4", "blue 5" },
    [2] = { "yellow 5", "yellow 6", "red 6" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red 7", expect = { pending = { seat = 1, kind = "player" }, options = 3 } },
    { seat = 1, choose = 0, expect = {
        hands = { [0] = { "blue 4", "blue 5" }, [1] = { "green 1", "green 2", "green 3" },
                  [2] = { "yellow 5", "yellow 6", "red 6" } },
        pending = { seat = 2, kind = "turn" } } },
  },
  expect = { current = 2, top = "red 7" },
}
