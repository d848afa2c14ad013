-- The dark side's cards: a Wild offers only the dark colors; Draw Five; Skip Everyone; Wild
-- Draw Color (the next player draws until the color named comes, and loses the turn).
return {
  rules = "flip,mirror_backs", path = "lib", players = 3,
  hands = {
    [0] = { "blue 1", "red draw_one", "wild_draw_two" },
    [1] = { "red flip", "red skip", "wild" },
    [2] = { "red 7", "red 2", "yellow 3" },
  },
  top = "red 9",
  draw = { "yellow 4", "green 5", "blue 6", "red 1", "red 4", "blue 3", "green 4", "red 6" },
  script = {
    { seat = 1, play = "red flip" },
    { seat = 2, play = "pink 7" },
    { seat = 0, play = "pink draw_five", expect = { hand_sizes = { [1] = 7 }, current = 2 } },
    { seat = 2, play = "pink 2" },
    { seat = 0, play = "wild_draw_color" },
    { seat = 0, choose = "red", refused = "not one of the options" },
    { seat = 0, choose = "pink", expect = { color = "pink", current = 2, hand_sizes = { [1] = 10 } } },
  },
}
