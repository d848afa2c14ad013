-- The API: rule{ when = "key" } runs its hooks only while g.vars.key is set (the host checks
-- before calling any Lua); rule{ cards = {...} } limits its play hooks to those cards;
-- g.vars stays a table to pairs, # and index.
return {
  rules = "official,gated", path = "lib", players = 3,
  hands = {
    [0] = { "red 1", "red 2" },
    [1] = { "red freeze", "red 6" },
    [2] = { "red 4", "red 5" },
  },
  top = "red 7",
  draw = { "green 1", "green 2", "green 3" },
  script = {
    { seat = 1, play = "red freeze",
      expect = { said = { "vars 2 len 1 first frozen once", "thaw check 2", "after a freeze" },
                 playable = {},
                 can_pass = false } },
    { seat = 2, draw = true, expect = { said = { "thaw check 0" } } },
    { seat = 0, play = "red 1",
      expect = { said = { "vars 1 len 1 first frozen once" },
                 not_said = { "thaw check", "after a freeze" },
                 playable = { "red 6" } } },
    { seat = 1, play = "red 6", expect = { not_said = { "thaw check" } } },
  },
}
