-- The API: a draw hook offers another drawn card (g:offer: draw until playable, the last
-- card drawn is the one to play) and reads g.turn_over (score_script.lua: the scoring).
return {
  rules = "official,until_playable", path = "lib", players = 3, set = { scoring = "script" },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 4", "blue 5" },
    [2] = { "yellow 4", "red 5" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "red 3" },
  script = {
    { seat = 1, draw = true, expect = { said = { "turn over: false" }, playable = { "red 3" },
                                        hand_sizes = { [1] = 5 } } },
    { seat = 1, play = "red 3", expect = { pending = { seat = 2, kind = "turn" } } },
  },
}
