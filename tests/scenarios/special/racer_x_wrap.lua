-- Racer X from an 8: 9 is followed by 0. During the race seat 0 uses Evil on seat 1's turn
-- (it takes the blue 9; Evil becomes the top): the race still asks seat 1 for a 0. Seat 0
-- has no 1: it draws 3 and the race is over.
return {
  rules = "special", players = 2, dealer = 0,
  hands = {
    [0] = { "blue 9", "evil", "yellow 7" },
    [1] = { "red racer_x", "green 0", "red 2" },
  },
  top = "red 6",
  draw = { "red 8", "green 6", "green 7", "green 8" },
  script = {
    { seat = 1, play = "red racer_x",
      expect = { said = { "next is a 9" }, pending = { seat = 0, kind = "turn" }, playable = { "blue 9" } } },
    { seat = 0, play = "blue 9", expect = { pending = { seat = 1, kind = "turn" }, playable = { "green 0" } } },
    { seat = 0, use = "evil",
      expect = { top = "evil", pending = { seat = 1, kind = "turn" }, playable = { "green 0" }, can_draw = false } },
    { seat = 1, play = "green 0",
      expect = { said = { "seat 0 has no 1: draws 3, the race is over" },
                 hands = { [0] = { "yellow 7", "blue 9", "green 6", "green 7", "green 8" } },
                 pending = { seat = 0, kind = "turn" }, playable = { "green 6", "green 7", "green 8" },
                 can_draw = true } },
  },
}
