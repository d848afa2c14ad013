-- Crazy Eights: an eight plays on any card and its player names the suit to follow; the
-- next player must follow that suit (or play an eight).
return {
  rules = "crazy_eights", players = 3,
  hands = {
    [0] = { "clubs 4", "hearts 5" },
    [1] = { "hearts 8", "diamonds 2" },
    [2] = { "clubs 9", "spades 9" },
  },
  top = "spades king",
  script = {
    { seat = 1, play = "diamonds 2", refused = "does not match" },
    { seat = 1, play = "hearts 8", expect = { pending = { seat = 1, kind = "color" } } },
    { seat = 1, choose = "clubs", expect = { color = "clubs", playable = { "clubs 9" } } },
    { seat = 2, play = "clubs 9", expect = { playable = { "clubs 4" } } },
  },
}
