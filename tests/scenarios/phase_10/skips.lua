-- Phase 10: a Skip turned up first skips the first player (the dealer's left), and is
-- never taken, so the next seat draws without a question. With skip_chooses (newer
-- booklets) the discarder of a Skip picks who loses a turn: seat 2 picks seat 1, which
-- loses its next turn, not seat 0 who plays next (and draws: the Skip is on top).
return {
  rules = "phase_10", players = 3, set = { skip_chooses = true },
  hands = {
    [0] = { "red 1", "red 2", "blue 4", "blue 6", "green 7", "green 9", "yellow 10", "yellow 11", "red 12", "blue 2" },
    [1] = { "red 3", "blue 5", "green 6", "yellow 9", "red 11", "blue 12", "green 1", "green 2", "yellow 4", "red 5" },
    [2] = { "skip", "blue 7", "green 10", "yellow 12", "red 6", "blue 9", "green 11", "yellow 1", "yellow 2", "red 7" },
  },
  top = "skip", draw = { "blue 1", "green 12" },
  script = {
    { seat = 2, choose = "discard a card, ending the turn", expect = { hand_sizes = { [1] = 10, [2] = 11 } } },
    { seat = 2, choose = "skip", expect = { pending = { seat = 2, kind = "player" } } },
    { seat = 2, choose = 1, expect = { pending = { seat = 0, kind = "choice" }, hand_sizes = { [0] = 11 } } },
    { seat = 0, choose = "discard a card, ending the turn" },
    { seat = 0, choose = "red 1", expect = { pending = { seat = 2, kind = "choice" }, hand_sizes = { [1] = 10 } } },
  },
}
