-- Section 7, quiz: a wrong answer makes the player draw one card, and the turn passes
-- (they do not play); the right answer is said.
return {
  rules = "official,quiz", players = 3, path = "banks", set = { quiz_bank = "one" },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "red 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, answer = "6", expect = {
        said = { 'quiz wrong: "6" is not the answer to "What is 2 + 3?"; it is 5. Draw a card, the turn passes' },
        hands = { [1] = { "red 3", "red 4", "blue 1" } }, current = 2,
        pending = { seat = 2, kind = "text" } } },
    { seat = 2, answer = "4 + 1", expect = { said = { "quiz wrong" }, holds = { [2] = { "blue 2" } },
                                            pending = { seat = 0, kind = "text" } } },
    { seat = 0, answer = "5", expect = { pending = { seat = 0, kind = "turn" } } },
  },
  expect = { hand_sizes = { [0] = 2, [1] = 3, [2] = 3 }, top = "red 7" },
}
