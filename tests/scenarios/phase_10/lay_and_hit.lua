-- Phase 10: a turn of menus. Seat 1 takes the discard pile's top, lays Phase 1 down (two
-- sets of 3, a Wild standing in), and discards a Skip: seat 0 loses its turn. A Skip on
-- the discard pile is never taken, so seat 1's next turn draws without a question, then
-- adds the card drawn to its own set on the table and discards.
return {
  rules = "phase_10", players = 2,
  hands = {
    [0] = { "red 1", "red 2", "blue 4", "blue 6", "green 7", "green 9", "yellow 10", "yellow 11", "red 12", "blue 2" },
    [1] = { "red 3", "blue 3", "wild", "green 8", "yellow 8", "red 8", "red 11", "blue 12", "green 1", "skip" },
  },
  top = "red 4", draw = { "blue 8", "green 5" },
  script = {
    { seat = 1, choose = "take the discard pile's red 4", expect = { hand_sizes = { [1] = 11 }, discard = 0 } },
    { seat = 1, choose = "lay down Phase 1: set of 3s (red 3, blue 3, Wild as 3) and set of 8s (green 8, yellow 8, red 8)",
      expect = { zones = { ["laid/1@1"] = { "red 3", "blue 3", "wild" }, ["laid/2@1"] = { "green 8", "yellow 8", "red 8" } },
                 hand_sizes = { [1] = 5 } } },
    { seat = 1, choose = "discard a card, ending the turn" },
    { seat = 1, choose = "skip", expect = { top = "skip", pending = { seat = 1, kind = "choice" }, hand_sizes = { [1] = 5 } } },
    { seat = 1, choose = "add a card to a Phase on the table", expect = { hand_sizes = { [1] = 5 } } },
    { seat = 1, choose = "blue 8" },
    { seat = 1, choose = "seat 1's set: green 8, yellow 8, red 8",
      expect = { zones = { ["laid/2@1"] = { "green 8", "yellow 8", "red 8", "blue 8" } } } },
    { seat = 1, choose = "discard a card, ending the turn" },
    { seat = 1, choose = "red 11", expect = { top = "red 11", pending = { seat = 0, kind = "choice" } } },
    { seat = 0, choose = "take the discard pile's red 11", expect = { hand_sizes = { [0] = 11 } } },
  },
}
