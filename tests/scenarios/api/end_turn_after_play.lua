-- The API: g:end_turn from a play's hooks (the play has ended the turn already) is a
-- located error that refuses the play, not a call that silently does nothing.
return {
  rules = "official,late_end", path = "lib", players = 2,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 5", "red 6" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red 5",
      error = "late_end.lua:6: g:end_turn: a play has already ended its turn" },
    { seat = 1, play = "red 6", expect = { current = 0 } },
  },
}
