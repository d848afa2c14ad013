-- The API: g:choose asks a menu of the script's own choices (kind "choice"), answered by
-- a label; it returns the key of the choice taken (a string, a number, or the label of a
-- plain string), nil when an optional menu is declined; an empty menu or a label that is
-- not words is a located error that refuses the play.
return {
  rules = "official,menus", path = "lib", players = 2,
  hands = {
    [0] = { "red menu", "red maybe", "red 1", "red 2", "red empty_menu", "red bad_menu" },
    [1] = { "red 3", "red 4", "red 5", "red 6", "red 8", "red 9" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red 4" },
    { seat = 0, play = "red empty_menu", error = "menus.lua:17: choose: expected 1 to 96 choices, got 0" },
    { seat = 0, play = "red bad_menu", error = "menus.lua:19: choose: choice 1 should be { key, label }" },
    { seat = 0, play = "red menu", expect = { pending = { seat = 0, kind = "choice" } } },
    { seat = 0, choose = "Eight", refused = "not one of the options" },
    { seat = 0, choose = "Seven", expect = { said = { "chose 7 (integer)" } } },
    { seat = 1, play = "red 3" },
    { seat = 0, play = "red maybe", expect = { pending = { seat = 0, kind = "choice" } } },
    { seat = 0, decline = true, expect = { said = { "maybe nil" } } },
  },
}
