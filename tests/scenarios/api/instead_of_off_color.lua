-- A rule in another's place (instead_of = "seven_o"): seven_o's own hook no longer runs;
-- a red 7 on a blue 7 (a match by number, off its color) swaps nothing, asks nothing.
return {
  rules = "official,seven_o,own_color", path = "lib", players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red 7", "blue 4", "blue 5" },
    [2] = { "yellow 5", "yellow 6", "red 6" },
  },
  top = "blue 7",
  script = {
    { seat = 1, play = "red 7",
      expect = { said = { "7-0 off color: no swap" }, pending = { seat = 2, kind = "turn" } } },
  },
}
