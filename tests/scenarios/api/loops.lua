-- The API: g:draw_until's stop may ask a player (the loop goes on with the answer), a max
-- ends it; g:flip_until flips up to max cards; a stop may be a filter (as g:hand's: a
-- table or a color name; a table's fields are read as a lookup would, __index too); wrong
-- arguments are located errors.
return {
  rules = "official,loopers", path = "lib", players = 2,
  hands = { [0] = { "red 1", "green 2", "green 3", "green 4", "yellow 6" },
            [1] = { "red ask_draw", "red flip_two", "red bad_stop", "red bad_max", "yellow draw_yellow" } },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "yellow 4", "blue 5", "yellow 5", "red 8", "green 9" },
  script = {
    { seat = 1, play = "red bad_stop", error = "loopers.lua:15: draw_until: stop should be a function(card) or a filter" },
    { seat = 1, play = "red bad_max", error = "loopers.lua:17: flip_until: expected a count, got -1" },
    { seat = 1, play = "red ask_draw", expect = { pending = { seat = 1, kind = "yes_no" },
                                                  hand_sizes = { [1] = 5 } } },
    { seat = 1, no = true, expect = { pending = { seat = 1, kind = "yes_no" }, hand_sizes = { [1] = 6 } } },
    { seat = 1, yes = true, expect = { said = { "drew 2" }, hand_sizes = { [1] = 6 },
                                       holds = { [1] = { "blue 1", "blue 2" } } } },
    { seat = 0, play = "red 1" },
    { seat = 1, play = "red flip_two", expect = { said = { "flipped 2, top yellow 4" } } },
    { seat = 0, play = "yellow 6" },
    { seat = 1, play = "yellow draw_yellow", expect = { said = { "drew 2, flipped 2, top green 9", "blue 3, blue 5 1, 5 2" },
                                                        holds = { [1] = { "blue 5", "yellow 5" } } } },
  },
}
