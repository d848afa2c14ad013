-- The API: g:ask_yes_no, g:force_draw, g:reveal, g:give, g:take_random, g:swap_hands and
-- g:set_current (C functions without a Lua frame) report wrong arguments at the script's line and refuse the play; a
-- yes-or-no question cannot be declined (optional is ignored) and answers true or false;
-- force_draw's victim draws and loses the turn.
return {
  rules = "official,c_methods", path = "lib", players = 3,
  hands = { [0] = { "green 1", "green 2", "green 3", "green 4", "green 5", "green 6",
                    "green 7", "green 8", "green 9", "yellow 9", "yellow 8" },
            [1] = { "red bad_yes_no", "red bad_victim", "red bad_cause", "red bad_count",
                    "red sure", "red bad_swap", "red bad_reveal", "red bad_revealed", "red bad_give",
                    "red bad_take", "red bad_current" },
            [2] = { "blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6", "blue 7", "blue 8",
                    "blue 9", "blue 1", "blue 2" } },
  top = "red 7",
  draw = { "yellow 1", "yellow 2", "yellow 3", "yellow 4" },
  script = {
    { seat = 1, play = "red bad_yes_no",
      error = "c_methods.lua:4: ask_yes_no: expected a prompt or an options table" },
    { seat = 1, play = "red bad_victim",
      error = "c_methods.lua:6: force_draw: expected a seat from 0 to 2, got 9" },
    { seat = 1, play = "red bad_cause", error = "c_methods.lua:8: force_draw: expected a card, got x" },
    { seat = 1, play = "red bad_count", error = "c_methods.lua:10: force_draw: expected a count, got two" },
    { seat = 1, play = "red bad_reveal",
      error = "c_methods.lua:18: reveal: expected a card or a list of cards, got x" },
    { seat = 1, play = "red bad_revealed", error = "c_methods.lua:20: reveal: expected a card, got 999" },
    { seat = 1, play = "red bad_give", error = "c_methods.lua:22: give: expected a seat from 0 to 2, got 9" },
    { seat = 1, play = "red bad_take",
      error = "c_methods.lua:24: take_random: expected a seat from 0 to 2, got -1" },
    { seat = 1, play = "red bad_swap",
      error = "c_methods.lua:33: swap_hands: expected a seat from 0 to 2, got 9" },
    { seat = 1, play = "red bad_current",
      error = "c_methods.lua:35: set_current: expected a seat from 0 to 2, got x" },
    { seat = 1, play = "red sure", expect = { pending = { seat = 1, kind = "yes_no" } } },
    { seat = 1, decline = true, refused = "not one of the options" },
    { seat = 1, no = true, expect = { said = { "sure: false" }, hand_sizes = { [2] = 14 },
                                      pending = { seat = 0, kind = "turn" } } },
  },
}
