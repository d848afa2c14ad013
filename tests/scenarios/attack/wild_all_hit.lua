-- UNO Attack!, Wild All Hit: its player declares the color, then every other player
-- presses once, from the next one on; play goes on to the next player.
return {
  rules = "attack", players = 3, set = { press_nothing = 0, press_most = 1 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "wild_all_hit", "blue 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "yellow 1", "yellow 2" },
  script = {
    { seat = 1, play = "wild_all_hit" },
    { seat = 1, choose = "blue",
      expect = { hands = { [2] = { "red 5", "red 6", "yellow 1" }, [0] = { "green 1", "green 2", "yellow 2" } },
                 color = "blue", current = 2 } },
  },
}
