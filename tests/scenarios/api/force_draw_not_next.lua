-- The API: g:force_draw on a seat that is not the next to play makes it draw without
-- skipping anyone: the next player keeps the turn. An effect reads what the play was on
-- (g.color_before, g.symbol_before) and who made it (g.played_by).
return {
  rules = "official,farshot", path = "lib", players = 4,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red farshot", "red 4" },
    [2] = { "blue 4", "blue 5" },
    [3] = { "yellow 4", "yellow 5" },
  },
  top = "red 7",
  draw = { "green 8", "green 9" },
  script = {
    { seat = 1, play = "red farshot", expect = {
        said = { "before: red 7, played by seat 1" }, hand_sizes = { [3] = 4, [2] = 2 },
        pending = { seat = 2, kind = "turn" } } },
  },
}
