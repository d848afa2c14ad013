-- The API: g:eliminate leaves a seat out of the round (the mercy rule, lib/mercy.lua, at 4
-- cards): after seat 2 is put out, turns pass from seat 0 to seat 1 over it.
return {
  rules = "official,mercy", path = "lib", players = 3, set = { mercy_limit = 4 },
  hands = {
    [0] = { "red 5", "red 6" },
    [1] = { "red draw_two", "blue 9" },
    [2] = { "green 3", "green 4" },
  },
  top = "red 7",
  draw = { "yellow 1", "yellow 2", "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "red draw_two", uno = true, expect = {
        said = { "mercy: seat 2 is out of the round with 4 cards" }, hand_sizes = { [2] = 0 },
        pending = { seat = 0, kind = "turn" } } },
    { seat = 0, play = "red 5", uno = true, expect = { pending = { seat = 1, kind = "turn" } } },
  },
}
