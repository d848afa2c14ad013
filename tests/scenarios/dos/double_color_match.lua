-- DOS, a double color match: red 3 and red 5 add up to the red 8 of the row; both have its
-- color, so the other player draws a card and the player adds a card to the row when the
-- turn ends. The second card of a pair is the only play offered after the first.
return {
  rules = "dos", players = 2, hand_size = 4,
  hands = { [1] = { "red 3", "red 5", "blue 9", "yellow 10" }, [0] = { "red 1", "red 4", "red 6", "blue 1" } },
  top = "green 4",
  draw = { "red 8", "green 1", "yellow 7" },
  script = {
    { seat = 1, play = "red 3", expect = { zones = { row = { "red 8", "green 1" } } } },
    { seat = 1, play = "blue 9", refused = "the pair on red 8 needs its second card" },
    { seat = 1, play = "red 5", uno = true,
      expect = { zones = { row = { "green 1" } }, hands = { [0] = { "red 1", "red 4", "red 6", "blue 1", "yellow 7" } },
                 said = { "Double color match" } } },
    { seat = 1, pass = true },
    { seat = 1, choose = "blue 9",
      expect = { zones = { row = { "green 1", "blue 9" } }, hands = { [1] = { "yellow 10" } }, current = 0 } },
  },
}
