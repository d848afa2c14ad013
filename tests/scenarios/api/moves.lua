-- The API: g:take_random moves a random card of one hand into another, g:reveal shows a
-- hand to every seat, g:give moves a card into a hand (lua/moves.c).
return {
  rules = "official,c_methods", path = "lib", players = 3,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red mover", "red 5" },
            [2] = { "blue 4", "blue 4" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red mover", expect = { said = { "took blue 4, seat 0 shown" },
                                               hand_sizes = { [0] = 1, [1] = 2, [2] = 2 },
                                               holds = { [1] = { "red 5", "blue 4" },
                                                         [2] = { "blue 4", "green 1" } },
                                               knows = { { by = 1, hand = 0 }, { by = 2, hand = 0 } } } },
  },
}
