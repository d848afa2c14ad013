-- Section 8, preset classroom: "more than one draw 2 or draw 4 in a row, pick up the
-- total": a Wild Draw Four stacks on a Draw Two and a Draw Two on a Wild Draw Four; Wild
-- Draw Four plays any time (wd4_restricted=false: no bluff, no challenge question), and
-- the one who picks up the total then plays their turn (draw_loses_turn=false).
return {
  rules = "classroom", players = 3, bots = { 0, 1, 2 }, set = { quiz_skill = 1 },
  hands = {
    [0] = { "green draw_two", "green 5", "yellow 2" },
    [1] = { "red draw_two", "red 4", "green 1" },
    [2] = { "wild_draw_four", "red 5", "yellow 1" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6", "blue 7", "blue 8",
           "green 9", "red 1" },
  script = {
    { seat = 1, play = "red draw_two", expect = { playable = { "wild_draw_four" } } },
    { seat = 2, play = "wild_draw_four" },
    { seat = 2, choose = "green", expect = { said = { "stacks: 6 to draw" } } },
    { seat = 0, play = "green draw_two", expect = { said = { "stacks: 8 to draw" } } },
    { seat = 1, draw = true, expect = { hand_sizes = { [1] = 10 }, pending = { seat = 1, kind = "turn" } } },
    { seat = 1, play = "green 1", expect = { pending = { seat = 2, kind = "turn" } } },
  },
}
