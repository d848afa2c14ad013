-- Section 7, quiz: no answer counts as a wrong one: an empty typed answer, or the
-- decision answered with none at all; each draws one card and the turn passes.
return {
  rules = "official,quiz", players = 2, path = "banks", set = { quiz_bank = "one" },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "red 4" } },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3" },
  script = {
    { seat = 1, answer = "", expect = {
        said = { 'quiz wrong: no answer to "What is 2 + 3?"; it is 5.' },
        hand_sizes = { [1] = 3 }, pending = { seat = 0, kind = "text" } } },
    { seat = 0, no_answer = true, expect = { said = { "no answer" }, hand_sizes = { [0] = 3 },
                                            pending = { seat = 1, kind = "text" } } },
    { seat = 1, answer = "   ", expect = { said = { "quiz wrong" }, hand_sizes = { [1] = 4 } } },
  },
  expect = { pending = { seat = 0, kind = "text" }, log_length = 3 },
}
