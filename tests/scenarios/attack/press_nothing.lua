-- UNO Attack!, the launcher: a press that shoots nothing deals no card (none is shown and
-- taken back), and the turn is over.
return {
  rules = "attack", players = 3, set = { press_nothing = 100 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "blue 3", "blue 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "red 8" },
  script = {
    { seat = 1, draw = true,
      expect = { hands = { [1] = { "blue 3", "blue 4" } }, draw_pile = 105, current = 2,
                 said = { "presses the launcher: nothing comes out" } } },
  },
}
