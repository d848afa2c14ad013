-- The API: a folder ruleset may extend several rulesets (extends = { "official",
-- "progressive" }): both are loaded, so Draw Twos stack.
return {
  rules = "combo", path = "lib", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red draw_two", "red 4" },
    [2] = { "blue draw_two", "blue 5" },
  },
  top = "red 7",
  script = {
    { seat = 1, play = "red draw_two" },
    { seat = 2, play = "blue draw_two", expect = { said = { "stacks: 4 to draw" } } },
  },
}
