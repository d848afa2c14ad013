-- Skip Everyone: every other player loses the turn; its player plays again.
return {
  rules = "no_mercy", players = 3,
  hands = { [0] = { "blue 1", "blue 2" }, [1] = { "red skip_everyone", "red 3" },
            [2] = { "green 1", "green 2" } },
  top = "red 9",
  script = {
    { seat = 1, play = "red skip_everyone", expect = { pending = { seat = 1, kind = "turn" } } },
    { seat = 1, play = "red 3", expect = { current = 2 } },
  },
}
