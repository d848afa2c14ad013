-- DOS, the call: a play that leaves two cards without calling DOS may be caught by another
-- player before the next turn begins; caught, the player draws two.
return {
  rules = "dos", players = 2, hand_size = 3,
  hands = { [1] = { "red 5", "blue 1", "green 9" }, [0] = { "red 1", "red 4", "red 6" } },
  top = "green 4",
  draw = { "yellow 5", "red 8", "blue 10", "yellow 3", "yellow 4" },
  script = {
    { seat = 1, play = "red 5" },
    { seat = 0, react = "dos",
      expect = { hands = { [1] = { "blue 1", "green 9", "blue 10", "yellow 3" } }, said = { "Caught without calling DOS" } } },
  },
}
