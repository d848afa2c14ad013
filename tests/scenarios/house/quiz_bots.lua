-- Section 7, quiz: bots are not asked; they are right with probability quiz_skill (1:
-- always), and then play as usual.
return {
  rules = "official,quiz", players = 2, path = "banks", bots = { 0, 1 },
  set = { quiz_bank = "one", quiz_skill = 1 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "red 4" } },
  top = "red 7",
  script = {
    { expect = { pending = { seat = 1, kind = "turn" }, said = { 'quiz right: "What is 2 + 3?" 5' } } },
    { seat = 1, play = "red 3", expect = { pending = { seat = 0, kind = "turn" }, said = { "quiz right" } } },
  },
}
