-- The sandbox: pairs and next walk a table's keys in one order whatever the Lua state:
-- numbers by value, then strings by their bytes, then false and true (Lua's own order of
-- string keys hangs on a hash seed each state draws, so a save loaded in another process,
-- or a sim's other thread, could play another game). g.vars too.
return {
  rules = "official,order", path = "lib", players = 2, dealer = 1,
  hands = { [0] = { "red walker", "green 1" }, [1] = { "red 5", "red 6" } },
  top = "red 7",
  script = {
    { seat = 0, play = "red walker",
      expect = { said = { "pairs: 1 2.5 3 apple banana cherry fig pear false true",
                          "next: 1 2.5 3 apple banana cherry fig pear false true",
                          "vars: alpha mid zeta" } } },
  },
}
