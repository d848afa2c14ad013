-- Trust: text from scripts reaches people with its control characters escaped: a said
-- line ("clear\27[2J now") arrives as "clear\x1b[2J now".
return {
  rules = "official,shout", path = "lib", players = 2, dealer = 1,
  hands = { [0] = { "red shout", "red 2" }, [1] = { "green 3", "green 4" } },
  top = "red 7",
  script = {
    { seat = 0, play = "red shout", expect = { said = { "clear\\x1b[2J now" }, not_said = { "\27" } } },
  },
}
