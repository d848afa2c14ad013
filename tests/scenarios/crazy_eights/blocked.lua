-- Crazy Eights: with the stock empty (no reshuffle) a player who cannot play passes; once
-- every seat has had a turn without a play, the round is blocked and the lowest count in
-- hand wins it, scoring the others' cards.
return {
  rules = "crazy_eights,empty_stock", path = "lib", players = 2, set = { rounds = 1 },
  hands = { [0] = { "clubs 4", "clubs king" }, [1] = { "hearts 2", "hearts 3" } },
  top = "spades 5",
  script = {
    { seat = 1, draw = true, expect = { hand_sizes = { [1] = 2 }, draw_pile = 0 } },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 2 } } },
  },
  expect = { said = { "blocked: nobody can play" }, scores = { [0] = 0, [1] = 14 }, over = true },
}
