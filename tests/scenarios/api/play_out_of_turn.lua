-- The API: g:play plays a card from a hand out of the normal turn, its effect and play
-- hooks running; the effect's question (a Wild's color) waits for its answer within the
-- playing effect (lua/plays.c's g:play, here through the decision loop: in Lua, yieldable);
-- wrong arguments are located errors that change nothing.
return {
  rules = "official,c_methods", path = "lib", players = 3,
  hands = { [0] = { "green 1", "green 2", "green 3", "green 4" },
            [1] = { "red bad_play_seat", "red bad_play_card", "red bad_play_hand", "red encore" },
            [2] = { "wild", "blue 4", "blue 5", "blue 6" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red bad_play_seat", error = "c_methods.lua:37: play: expected a seat from 0 to 2, got 9" },
    { seat = 1, play = "red bad_play_card", error = "c_methods.lua:39: play: expected a card, got 999" },
    { seat = 1, play = "red bad_play_hand", error = "is not in seat 1's hand" },
    { seat = 1, play = "red encore", expect = { pending = { seat = 2, kind = "color" } } },
    { seat = 2, choose = "blue", expect = { said = { "encore played, the color is blue" },
                                            top = "wild", color = "blue",
                                            hand_sizes = { [1] = 3, [2] = 3 },
                                            pending = { seat = 0, kind = "turn" } } },
  },
}
