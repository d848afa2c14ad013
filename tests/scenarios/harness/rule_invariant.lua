-- Harness self-test (must fail): a rule's own invariant breaks (a penalty of 8 cards puts
-- 10 in a hand where the rule allows 9): the checks after every action find it.
return {
  rules = "official,watched", path = "../api/lib", players = 3,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 1", "red 3" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  script = { { seat = 1, penalty = 8 } },
}
