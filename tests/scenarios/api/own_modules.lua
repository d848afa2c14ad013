-- The sandbox: a module required by two scripts is run once for each, so one rule cannot
-- rewrite what another reads (one house rule rewriting another's quiz bank). A script that
-- requires it twice, or through pcall, gets its one copy.
return {
  rules = "official,bank_writer,bank_reader", path = "lib", players = 2, dealer = 1,
  hands = { [0] = { "red reader", "green 1" }, [1] = { "red 5", "red 6" } },
  top = "red 7",
  script = {
    { seat = 0, play = "red reader",
      expect = { said = { "answer 42, first word red, pcall copy same: true" } } },
  },
}
