-- UNO Teams, the pass: as the round's first turn begins, each player chooses a card of
-- their hand, then every chosen card goes to the chooser's partner at once.
return {
  rules = "teams", players = 4,
  hands = { [0] = { "red 5", "red 6" }, [1] = { "red 3", "red 4" }, [2] = { "green 9", "green 8" },
            [3] = { "blue 7", "blue 6" } },
  top = "red 1",
  script = {
    { seat = 1, choose = "red 3" },
    { seat = 2, choose = "green 9" },
    { seat = 3, choose = "blue 7" },
    { seat = 0, choose = "red 5",
      expect = { hands = { [0] = { "red 6", "green 9" }, [1] = { "red 4", "blue 7" },
                           [2] = { "green 8", "red 5" }, [3] = { "blue 6", "red 3" } },
                 said = { "each player passes a card to their partner" },
                 pending = { seat = 1, kind = "turn" } } },
  },
}
