-- UNO Attack!, Discard All: its player discards every other card of its color with it.
return {
  rules = "attack", players = 2,
  hands = { [0] = { "blue 1", "blue 2", "blue 3", "blue 4" }, [1] = { "red discard_all", "red 3", "red 5", "blue 2" } },
  top = "red 9",
  script = {
    { seat = 1, play = "red discard_all",
      expect = { holds = { [1] = { "blue 2" } }, top = "red discard_all", discard = 4 } },
  },
}
