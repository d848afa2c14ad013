-- UNO Attack!, another printing: two Reverses and one Discard All a color (still 112).
return {
  rules = "attack", players = 2, hand_size = 1, set = { reverses = 2, discard_alls = 1 },
  hands = { [0] = { "green 1" }, [1] = { "blue reverse" } },
  top = "blue 7",
  script = { { seat = 1, play = "blue reverse", expect = { draw_pile = 109 } } },
}
