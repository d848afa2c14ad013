-- g:zone_size counts a zone without listing it, by any of a seat's pile's names; a seat's
-- zone named without its seat is an error even after the name was found with one.
return {
  rules = "official,sizes", path = "lib", players = 2,
  hands = {
    [0] = { "red 7", "green 2", "green 3", "green 4" },
    [1] = { "blue 7", "blue 4", "blue 9", "green 8" },
  },
  top = "blue 9",
  script = {
    { seat = 1, play = "blue 7", expect = { said = { "tray 2: 2 2 2, listed 2; tray 1: 0" } } },
    { seat = 0, play = "red 7", error = "sizes.lua:6: zone_size: zone tray/2 is one per seat: say whose (a seat after the name) (in a tail call" },
  },
}
