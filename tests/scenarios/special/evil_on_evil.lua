-- Evil when the top is itself an Evil card: nothing happens (the two Evil cards would
-- only trade places); the second holder keeps its Evil and the turn stays with seat 1.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "evil", "green 2", "green 3" },
    [1] = { "blue 9", "red 4", "yellow 5" },
    [2] = { "evil", "yellow 8", "wild" },
  },
  top = "red 9",
  script = {
    { seat = 0, use = "evil", expect = { top = "evil" } },
    { seat = 2, use = "evil",
      expect = { said = { "the top is already Evil, nothing happens" }, top = "evil", color = "red",
                 hands = { [0] = { "red 9", "green 2", "green 3" }, [2] = { "evil", "yellow 8", "wild" } },
                 discard = 1, pending = { seat = 1, kind = "turn" } } },
  },
}
