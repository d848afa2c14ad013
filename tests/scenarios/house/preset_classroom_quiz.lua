-- Section 8, preset classroom: it includes the quiz with the money bank: the person at
-- seat 1 is asked before their turn (the bots at seats 0 and 2 answer for themselves);
-- no answer draws a card and the turn passes.
return {
  rules = "classroom", players = 3, bots = { 0, 2 }, set = { quiz_skill = 1 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "red 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "blue 1" },
  script = {
    { seat = 1, answer = "", expect = { said = { "quiz wrong" }, hands = { [1] = { "red 3", "red 4", "blue 1" } },
                                        pending = { seat = 2, kind = "turn" } } },
  },
}
