-- UNO Attack!, Wild Hit-Fire: the next player presses until cards come out (here one a
-- press at most, and half the presses shoot nothing), keeps them, and loses the turn.
return {
  rules = "attack", players = 3, set = { press_nothing = 50, press_most = 1 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "wild_hit_fire", "blue 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "yellow 1" },
  script = {
    { seat = 1, play = "wild_hit_fire" },
    { seat = 1, choose = "green",
      expect = { hands = { [2] = { "red 5", "red 6", "yellow 1" } }, color = "green", current = 0 } },
  },
}
