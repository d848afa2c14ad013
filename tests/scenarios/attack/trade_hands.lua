-- UNO Attack!, Trade Hands: its player swaps hands with a player of their choice.
return {
  rules = "attack", players = 3,
  hands = { [0] = { "green 1", "green 2", "green 3" }, [1] = { "red trade_hands", "blue 4", "blue 5" },
            [2] = { "red 5", "red 6", "red 8" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red trade_hands", expect = { pending = { seat = 1, kind = "player" } } },
    { seat = 1, choose = 0,
      expect = { hands = { [0] = { "blue 4", "blue 5" }, [1] = { "green 1", "green 2", "green 3" } },
                 current = 2 } },
  },
}
