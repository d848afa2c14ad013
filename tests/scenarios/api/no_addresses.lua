-- The sandbox: tostring, string.format's %s and print show a table, function or thread by
-- its type, never its address (an address differs from one run to the next, so a script
-- that saw one could play another game when the game is made anew); %p is refused; a
-- value's own __tostring or __name is kept.
return {
  rules = "official,addresses", path = "lib", players = 2, dealer = 1,
  hands = { [0] = { "red addresses", "green 1" }, [1] = { "red 5", "red 6" } },
  top = "red 7",
  script = {
    { seat = 0, play = "red addresses",
      expect = { said = { "table|function|table|thread",
                          "p: false string.format: %p shows an address: not for scripts",
                          "named: Thing", "own: mine" } } },
  },
}
