-- Section 2, UNO, with the quiz (section 7): the catch window stays open only until the
-- next player begins their turn. Seat 2 answers the quiz wrong (draws, the turn passes):
-- by seat 0's turn the window on seat 1 is closed, so nobody can catch seat 1 any more.
-- (quiz_uno_window_open.lua shows the window open at seat 2's turn after a right answer.)
return {
  rules = "official,quiz", players = 3, bots = { 0, 1 }, set = { quiz_skill = 1 },
  hands = {
    [0] = { "green 5", "yellow 1" },
    [1] = { "red 3", "blue 4" },
    [2] = { "green 3", "yellow 4" },
  },
  top = "red 7",
  draw = { "yellow 6", "yellow 7", "yellow 8" },
  script = {
    { seat = 1, play = "red 3", expect = { pending = { seat = 2, kind = "text" } } },
    { seat = 2, no_answer = true, expect = { said = { "quiz wrong" }, no_reactions = true,
                                              pending = { seat = 0, kind = "turn" } } },
  },
}
