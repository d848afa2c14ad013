-- Crazy Eights: an eight turned to start the discard pile goes back into the stock and
-- another card is turned.
return {
  rules = "crazy_eights", players = 2,
  hands = { [0] = { "clubs 4", "hearts 5" }, [1] = { "diamonds 2", "diamonds 3" } },
  top = "spades 8",
  script = { { expect = { flipped_in = "draw", pending = { seat = 1, kind = "turn" } } } },
}
