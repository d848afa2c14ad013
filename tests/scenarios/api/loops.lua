-- The API: g:draw_until's stop may ask a player (the loop goes on with the answer), a max
-- ends it; g:flip_until flips up to max cards; wrong arguments are located errors.
return {
  rules = "official,loopers", path = "lib", players = 2,
  hands = { [0] = { "red 1", "green 2", "green 3", "green 4" },
            [1] = { "red ask_draw", "red flip_two", "red bad_stop", "red bad_max" } },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "yellow 4", "yellow 5" },
  script = {
    { seat = 1, play = "red bad_stop", error = "loopers.lua:14: draw_until: stop should be a function(card)" },
    { seat = 1, play = "red bad_max", error = "loopers.lua:16: flip_until: expected a count, got -1" },
    { seat = 1, play = "red ask_draw", expect = { pending = { seat = 1, kind = "yes_no" },
                                                  hand_sizes = { [1] = 4 } } },
    { seat = 1, no = true, expect = { pending = { seat = 1, kind = "yes_no" }, hand_sizes = { [1] = 5 } } },
    { seat = 1, yes = true, expect = { said = { "drew 2" }, hand_sizes = { [1] = 5 },
                                       holds = { [1] = { "blue 1", "blue 2" } } } },
    { seat = 0, play = "red 1" },
    { seat = 1, play = "red flip_two", expect = { said = { "flipped 2, top yellow 4" } } },
  },
}
