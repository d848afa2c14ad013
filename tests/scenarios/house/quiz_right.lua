-- Section 7, quiz: before playing, the player answers a question; a right answer (case
-- and spacing forgiven, numbers compared as numbers) lets them play as usual.
return {
  rules = "official,quiz", players = 2, path = "banks", set = { quiz_bank = "one" },
  hands = { [0] = { "green 1", "green 2", "green 3" }, [1] = { "red 3", "red 4", "blue 5" } },
  top = "red 7",
  draw = { "blue 1", "blue 2" },
  script = {
    { expect = { pending = { seat = 1, kind = "text" }, options = 1 } },
    { seat = 1, play = "red 3", refused = "not one of the options", strict = false },
    { seat = 1, answer = "5", expect = { pending = { seat = 1, kind = "turn" },
                                         said = { 'quiz right: "What is 2 + 3?" 5' } } },
    { seat = 1, play = "red 3", expect = { pending = { seat = 0, kind = "text" } } },
    { seat = 0, answer = "  FIVE ", expect = { said = { "quiz right" }, pending = { seat = 0, kind = "turn" } } },
    { seat = 0, draw = true },  -- blue 1 cannot be played: the turn ends
    { seat = 1, answer = " 5.00", expect = { said = { "quiz right" }, pending = { seat = 1, kind = "turn" } } },
  },
  expect = { hand_sizes = { [0] = 4, [1] = 2 } },
}
