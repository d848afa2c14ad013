-- The API: when g:eliminate leaves a single seat in the round, that seat wins it: two
-- players, the mercy rule (lib/mercy.lua) at 4 cards puts seat 0 out, seat 1 wins round 1
-- and scores nothing of seat 0's hand (its cards went back into the draw pile).
return {
  rules = "official,mercy", path = "lib", players = 2, set = { mercy_limit = 4 },
  hands = {
    [0] = { "green 3", "green 4" },
    [1] = { "red draw_two", "blue 9" },
  },
  top = "red 7",
  draw = { "yellow 1", "yellow 2" },
  script = {
    { seat = 1, play = "red draw_two", uno = true, expect = {
        said = { "mercy: seat 0 is out of the round with 4 cards" }, round = 2,
        scores = { [1] = 0 } } },
  },
}
