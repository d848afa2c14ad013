-- g:matches(card, other): the plain rule against another card than the top (a zone's):
-- the same number matches, so does a wild; neither color nor symbol of the other does not.
return {
  rules = "official,against", path = "lib", players = 3,
  hands = {
    [0] = { "wild", "green 2", "green 3" },
    [1] = { "red 5", "blue 4", "blue 9" },
    [2] = { "red 2", "yellow 6", "red 6" },
  },
  top = "red 9",
  draw = { "blue 5" },
  script = {
    { seat = 1, play = "red 5", expect = { said = { "matches the side card: true" }, zones = { side = { "blue 5" } } } },
    { seat = 2, play = "red 2", expect = { said = { "matches the side card: false" } } },
    { seat = 0, play = "wild" },
    { seat = 0, choose = "green", expect = { said = { "matches the side card: true" } } },
  },
}
