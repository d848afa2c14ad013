-- The API: two rules of the same name, the later saying `replaces`: it takes the earlier's place, so
-- only its hook runs; never both silently.
return {
  rules = "official,twice", path = "lib", players = 3,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "red 4" }, [2] = { "blue 4", "blue 5" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red 3", expect = { said = { "second announcer" }, not_said = { "first announcer" } } },
  },
}
