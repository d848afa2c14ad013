-- Crazy Eights with draw_until_playable=false: a draw is one card.
return {
  rules = "crazy_eights", players = 2, set = { draw_until_playable = false },
  hands = { [0] = { "clubs 4", "hearts 5" }, [1] = { "diamonds 2", "diamonds 3" } },
  top = "spades king",
  draw = { "hearts 2", "clubs 3", "spades 4" },
  script = {
    { seat = 1, draw = true, expect = { hand_sizes = { [1] = 3 }, current = 0 } },
  },
}
