-- Section 8, preset classroom: official + progressive + uno_penalty=4 + draw_loses_turn=false:
-- a Draw Two is stacked (2 + 2); the player who does not stack draws the total and then
-- plays their turn ("They then play a card that colour"); a player caught not calling UNO
-- draws 4. (Every seat is a bot that always answers the quiz right:
-- preset_classroom_quiz.lua asks a person.)
return {
  rules = "classroom", players = 3, bots = { 0, 1, 2 }, set = { quiz_skill = 1 },
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "red draw_two", "red 4", "yellow 1" },
    [2] = { "blue draw_two", "blue 5", "yellow 2" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4", "green 9", "red 1", "red 2", "red 3", "red 6" },
  script = {
    { seat = 1, play = "red draw_two" },
    { seat = 2, play = "blue draw_two", expect = { said = { "stacks: 4 to draw" } } },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 7 }, pending = { seat = 0, kind = "turn" } } },
    { seat = 0, play = "blue 1", expect = { pending = { seat = 1, kind = "turn" } } },
    { seat = 1, draw = true },
    { seat = 2, play = "blue 5", expect = { reaction = { name = "uno", target = 2 } } },
    { seat = 0, react = "uno", target = 2, expect = {
        said = { "caught" }, hands = { [2] = { "yellow 2", "red 1", "red 2", "red 3", "red 6" } } } },
  },
  expect = { current = 0, pending = { seat = 0, kind = "turn" } },
}
