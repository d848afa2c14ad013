-- Section 2, UNO, with the quiz (section 7): the catch window on the player who did not
-- call stays open through the next player's question (no reaction can be taken while a
-- question waits) into their turn, and closes when they play or draw.
return {
  rules = "official,quiz", players = 3, bots = { 0, 1, 2 }, set = { quiz_skill = 1 },
  hands = {
    [0] = { "green 5", "yellow 1" },
    [1] = { "red 3", "blue 4" },
    [2] = { "green 3", "yellow 4" },
  },
  top = "red 7",
  draw = { "yellow 6", "yellow 7", "yellow 8" },
  script = {
    { seat = 1, play = "red 3", expect = { pending = { seat = 2, kind = "turn" },
                                            reaction = { name = "uno", target = 1 } } },
    { seat = 2, draw = true, expect = { no_reactions = true } },
  },
}
