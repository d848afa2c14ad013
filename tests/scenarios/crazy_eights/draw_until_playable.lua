-- Crazy Eights: a player who draws goes on drawing until a card can be played, and that
-- card is the one offered.
return {
  rules = "crazy_eights", players = 2,
  hands = { [0] = { "clubs 4", "hearts 5" }, [1] = { "diamonds 2", "diamonds 3" } },
  top = "spades king",
  draw = { "hearts 2", "clubs 3", "spades 4", "hearts 9" },
  script = {
    { seat = 1, draw = true, expect = { hand_sizes = { [1] = 5 }, playable = { "spades 4" },
                                        can_pass = true } },
    { seat = 1, play = "spades 4", expect = { playable = { "clubs 4" } } },
  },
}
