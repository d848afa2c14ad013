-- DOS, the wilds: a Wild # matches a row card alone (any number, and it keeps its color: a
-- single color match on a red card); a Wild DOS is a 2 of any color in a pair.
return {
  rules = "dos", players = 2, hand_size = 5,
  hands = { [1] = { "red wild_number", "wild_dos", "blue 3", "green 9", "yellow 10" }, [0] = { "red 1", "red 4", "red 6", "blue 1", "red 7" } },
  top = "green 4",
  draw = { "red 8", "green 5", "yellow 7" },
  script = {
    { seat = 1, play = "red wild_number" },
    { seat = 1, choose = "red 8", expect = { said = { "Single color match" }, zones = { row = { "green 5" } } } },
    { seat = 1, play = "wild_dos" },
    { seat = 1, play = "blue 3", expect = { zones = { row = {} } } },
    { seat = 1, choose = "green 9",
      expect = { zones = { row = { "green 9", "yellow 7" } }, hands = { [1] = { "yellow 10" } } } },
  },
}
