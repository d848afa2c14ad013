-- UNO Flip: a Flip card turns every card over, hands, piles and itself: the discard pile's
-- top is the Flip card's dark side, and its color is the one to match.
return {
  rules = "flip,mirror_backs", path = "lib", players = 3,
  hands = {
    [0] = { "blue 1", "blue 2" },
    [1] = { "red flip", "red 3" },
    [2] = { "red 7", "green 2" },
  },
  top = "red 9",
  draw = { "yellow 4" },
  script = {
    { seat = 1, play = "red flip",
      expect = { said = { "everything flips: the dark side is up" }, top = "pink flip",
                 color = "pink", holds = { [1] = { "pink 3" }, [2] = { "pink 7", "orange 2" },
                                           [0] = { "purple 1", "purple 2" } },
                 playable = { "pink 7" } } },
    { seat = 2, play = "pink 7", expect = { current = 0 } },
  },
}
