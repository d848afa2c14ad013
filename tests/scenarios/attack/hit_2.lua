-- UNO Attack!, Hit 2: the next player presses twice, keeps what comes out, loses the turn.
return {
  rules = "attack", players = 3, set = { press_nothing = 0, press_most = 1 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red hit_2", "blue 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "yellow 1", "yellow 2" },
  script = {
    { seat = 1, play = "red hit_2",
      expect = { hands = { [2] = { "red 5", "red 6", "yellow 1", "yellow 2" } }, current = 0 } },
  },
}
