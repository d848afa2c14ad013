-- The API: g:set_back and g:turn_cards turn a card over (face and back swap; g:back_of
-- reads the back); misuse (an unknown type, a color for a wild type, a card put on the
-- discard pile's top by g:insert) is a located error that refuses the play.
return {
  rules = "official,faces", path = "lib", players = 2,
  hands = { [0] = { "green 1", "green 2", "green 3", "green 4" },
            [1] = { "red bury_on_top", "red bad_back", "red wild_back_color", "red turner" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red bury_on_top",
      error = "faces.lua:4: insert: a card goes under the discard pile's top, not on it" },
    { seat = 1, play = "red bad_back", error = "faces.lua:6: set_back: no card type named no_such_card" },
    { seat = 1, play = "red wild_back_color",
      error = "faces.lua:8: set_back: wild is a wild type and takes no color, got red" },
    { seat = 1, play = "red turner",
      expect = { said = { "face skip green, back bury_on_top red" }, holds = { [1] = { "green skip" } } } },
  },
}
