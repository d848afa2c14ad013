-- The API: a hand emptied by a script (here a turn_start hook hands seat 1's last card on)
-- wins at once, as a last card played does: seat 1 is never asked to play with no cards,
-- and scores the others' hands.
return {
  rules = "official,sudden", path = "lib", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red 4", "red 5" },
    [2] = { "blue 4", "yellow 5" },
  },
  top = "red 7",
  draw = { "yellow 9" },
  script = {
    { seat = 1, play = "red 4", uno = true },
    { seat = 2, play = "blue 4", uno = true },
    { seat = 0, draw = true, expect = { round = 2, scores = { [1] = 22 } } },
  },
}
