-- UNO Attack!, UNO: a player caught not calling presses the launcher twice.
return {
  rules = "attack", players = 3, set = { press_nothing = 0, press_most = 1 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "red 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "red 3", expect = { reaction = { name = "uno", target = 1, seat = 0 } } },
    { seat = 0, react = "uno", target = 1,
      expect = { hands = { [1] = { "red 4", "blue 1", "blue 2" } }, said = { "caught" } } },
  },
}
