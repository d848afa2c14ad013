-- DOS, a turn without a match: the player draws; a drawn card that matches nothing ends the
-- turn, and the player adds a card from their hand to the row.
return {
  rules = "dos", players = 2, hand_size = 2,
  hands = { [1] = { "blue 3", "green 4" }, [0] = { "red 1", "red 9" } },
  top = "green 5",
  draw = { "red 9", "yellow 10", "green 1" },
  script = {
    { seat = 1, draw = true },
    { seat = 1, choose = "blue 3",
      expect = { zones = { row = { "red 9", "yellow 10", "blue 3" } }, hands = { [1] = { "green 4", "green 1" } },
                 current = 0 } },
  },
}
