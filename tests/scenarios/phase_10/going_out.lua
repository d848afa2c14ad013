-- Phase 10: once its Phase is down a seat adds cards to it (a set takes its number or a
-- Wild), and emptying the hand by hits and a discard ends the round. Every other hand
-- scores its cards against it (5 a card 1 to 9, 10 a card 10 to 12, 15 a Skip, 25 a
-- Wild: seat 0's six low cards, two high ones, a Skip and a Wild are 90).
return {
  rules = "phase_10", players = 2,
  hands = {
    [0] = { "red 1", "red 2", "blue 4", "blue 6", "green 7", "green 9", "yellow 10", "yellow 11", "skip", "wild" },
    [1] = { "red 3", "blue 3", "green 3", "yellow 3", "red 8", "blue 8", "green 8", "yellow 8", "wild", "wild" },
  },
  top = "red 4",
  script = {
    { seat = 1, choose = "take the discard pile's red 4" },
    { seat = 1, choose = "lay down Phase 1: set of 3s (red 3, blue 3, green 3) and set of 8s (red 8, blue 8, green 8)" },
    { seat = 1, choose = "add a card to a Phase on the table" },
    { seat = 1, choose = "yellow 3" },
    { seat = 1, choose = "seat 1's set: red 3, blue 3, green 3" },
    { seat = 1, choose = "add a card to a Phase on the table" },
    { seat = 1, choose = "wild" },
    { seat = 1, choose = "seat 1's set: red 3, blue 3, green 3, yellow 3" },
    { seat = 1, choose = "add a card to a Phase on the table" },
    { seat = 1, choose = "yellow 8" },
    { seat = 1, choose = "seat 1's set: red 8, blue 8, green 8" },
    { seat = 1, choose = "add a card to a Phase on the table" },
    { seat = 1, choose = "wild", expect = { hand_sizes = { [1] = 2 } } },
    { seat = 1, choose = "seat 1's set: red 8, blue 8, green 8, yellow 8", expect = { hand_sizes = { [1] = 1 } } },
    { seat = 1, choose = "discard a card, ending the turn" },
    { seat = 1, choose = "red 4", expect = { round = 2, scores = { [0] = 90, [1] = 0 } } },
  },
}
