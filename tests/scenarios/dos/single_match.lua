-- DOS, a single number match: the card takes the row card of its number to the discard
-- pile, then the player may match again (nothing fits: only the stop); at the end of the
-- turn the row is refilled to two from the draw pile.
return {
  rules = "dos", players = 2, hand_size = 3,
  hands = { [1] = { "red 5", "blue 4", "green 9" }, [0] = { "red 1", "red 4", "red 6" } },
  top = "green 4",
  draw = { "yellow 5", "red 8", "blue 10" },
  script = {
    { seat = 1, play = "red 5",
      expect = { zones = { row = { "red 8" } }, pending = { seat = 1, kind = "turn" } } },
    { seat = 1, pass = true,
      expect = { zones = { row = { "red 8", "blue 10" } }, hands = { [1] = { "blue 4", "green 9" } },
                 current = 0 } },
  },
}
