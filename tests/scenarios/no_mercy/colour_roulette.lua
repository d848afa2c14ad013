-- Wild Colour Roulette: the next player names a color, draws until a card of it comes,
-- loses the turn; the color named is the next one.
return {
  rules = "no_mercy", players = 3,
  hands = { [0] = { "blue 1", "blue 2" }, [1] = { "wild_colour_roulette", "red 3" },
            [2] = { "green 1", "yellow 2" } },
  top = "red 9",
  draw = { "red 1", "blue 5", "green 7", "yellow 4" },
  script = {
    { seat = 1, play = "wild_colour_roulette", expect = { pending = { seat = 2, kind = "color" } } },
    { seat = 2, choose = "green",
      expect = { color = "green", hand_sizes = { [2] = 5 }, holds = { [2] = { "green 7" } },
                 pending = { seat = 0, kind = "turn" } } },
  },
}
