-- The mercy rule: a player holding mercy_limit cards or more is out of the round; their
-- cards go under the discard pile, and play passes them by.
return {
  rules = "no_mercy", players = 3, set = { mercy_limit = 10 },
  hands = { [0] = { "red 1", "blue 2", "blue 3" }, [1] = { "wild_draw_ten", "red 4", "red 5" },
            [2] = { "green 1", "yellow 2", "green 3" } },
  top = "red 9",
  script = {
    { seat = 1, play = "wild_draw_ten" },
    { seat = 1, choose = "red" },
    { seat = 2, draw = true, expect = { said = { "mercy: seat 2 is out with 13 cards" },
                                        hand_sizes = { [2] = 0 }, discard = 15, current = 0 } },
    { seat = 0, play = "red 1" },
    { seat = 1, play = "red 4", expect = { current = 0 } },
  },
}
