-- Wild Reverse Draw Four: play changes direction, its player names the color, and the
-- next player in the new direction draws 4 and loses the turn.
return {
  rules = "no_mercy", players = 3,
  hands = { [0] = { "blue 1", "blue 2" }, [1] = { "wild_reverse_draw_four", "red 3" },
            [2] = { "green 1", "yellow 2" } },
  top = "red 9",
  script = {
    { seat = 1, play = "wild_reverse_draw_four", expect = { pending = { seat = 1, kind = "color" } } },
    { seat = 1, choose = "yellow", expect = { direction = -1, pending = { seat = 0, kind = "turn" } } },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 6 }, current = 2 } },
  },
}
