-- Section 7, quiz: a bot with quiz_skill=0 is always wrong: it draws and its turn passes;
-- a person at the table is still asked. (After ten laps of bots failing in a row the next
-- bot is right, so a table of bots always reaches a decision.)
return {
  rules = "official,quiz", players = 3, path = "banks", bots = { 1, 2 },
  set = { quiz_bank = "one", quiz_skill = 0 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "red 4" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3" },
  script = {
    { expect = { pending = { seat = 0, kind = "text" }, hand_sizes = { [0] = 2, [1] = 3, [2] = 3 },
                 said = { 'quiz wrong: the bot missed "What is 2 + 3?"; it is 5.' } } },
    { seat = 0, answer = "5", expect = { pending = { seat = 0, kind = "turn" } } },
  },
}
