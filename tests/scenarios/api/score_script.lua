-- The API: with scoring = "script" a round scores only what round_end hooks add
-- (g:add_points; lib/until_playable.lua gives 10 to the winner), not the cards left.
return {
  rules = "official,until_playable", path = "lib", players = 2, set = { scoring = "script" },
  hands = { [0] = { "green 1" }, [1] = { "red 3" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red 3", expect = { round = 2, scores = { [0] = 0, [1] = 10 } } },
  },
}
