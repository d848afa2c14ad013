-- UNO Attack!: a press that shoots a card the player could play ends the turn all the same.
return {
  rules = "attack", players = 3, set = { press_nothing = 0, press_most = 1 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "blue 3", "blue 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "red 8" },
  script = {
    { seat = 1, draw = true,
      expect = { hands = { [1] = { "blue 3", "blue 4", "red 8" } }, current = 2,
                 pending = { seat = 2, kind = "turn" } } },
  },
}
