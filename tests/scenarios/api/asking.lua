-- The API: g:choose_color offers only the colors listed, g:choose_seat only the seats
-- among; a wrong or empty list, seat or prompt is a located error that refuses the play.
return {
  rules = "official,askers", path = "lib", players = 3,
  hands = { [0] = { "green 1", "green 2", "green 3", "green 4", "green 5", "green 6", "green 7" },
            [1] = { "red bad_colors", "red empty_colors", "red bad_among", "red empty_among",
                    "red bad_asker", "red bad_prompt", "red asker" },
            [2] = { "blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6", "blue 7" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red bad_colors", error = "askers.lua:4: choose_color: no color named mauve" },
    { seat = 1, play = "red empty_colors",
      error = "askers.lua:6: choose_color: colors should be a list of color names" },
    { seat = 1, play = "red bad_among", error = "askers.lua:8: choose_seat: among should be a list of seats" },
    { seat = 1, play = "red empty_among",
      error = "askers.lua:10: choose_seat: among is empty, nobody to choose (ask only when someone is)" },
    { seat = 1, play = "red bad_asker", error = "askers.lua:12: choose_seat: expected a seat from 0 to 2, got 17" },
    { seat = 1, play = "red bad_prompt",
      error = "askers.lua:14: choose_color: expected a prompt or an options table" },
    { seat = 1, play = "red asker", expect = { pending = { seat = 1, kind = "color" } } },
    { seat = 1, choose = "red", refused = "not one of the options" },
    { seat = 1, choose = "blue", expect = { pending = { seat = 1, kind = "player" } } },
    { seat = 1, choose = 0, refused = "not one of the options" },
    { seat = 1, decline = true, expect = { said = { "asked blue nil" }, color = "red" } },
  },
}
