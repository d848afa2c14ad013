-- A zone declared gathered = true goes back into the draw pile with the discard pile when
-- the draw pile runs out (other zones stay where they are).
return {
  rules = "official,gathered", path = "lib", players = 2,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "blue 3", "blue 4" } },
  top = "red 9",
  script = {
    { seat = 1, draw = true, expect = { draw_pile = 0 } },
    { seat = 0, draw = true,
      expect = { zones = { stash = {} }, draw_pile = 101, hand_sizes = { [0] = 3, [1] = 3 } } },
  },
}
