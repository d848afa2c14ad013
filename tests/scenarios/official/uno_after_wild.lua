-- Section 2, UNO: the catch window opened by a Wild as next-to-last card stays open while
-- its player declares the color (reactions wait for the choice), and the next player may
-- catch before beginning their turn.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "wild", "red 4" },
    [2] = { "red 5", "blue 6" },
  },
  top = "red 7",
  draw = { "yellow 1", "yellow 2" },
  script = {
    { seat = 1, play = "wild", expect = { pending = { seat = 1, kind = "color" }, no_reactions = true } },
    { seat = 2, react = "uno", target = 1, refused = "reactions wait until the pending choice is made" },
    { seat = 1, choose = "blue", expect = { reaction = { name = "uno", target = 1, seat = 2 } } },
    { seat = 2, react = "uno", target = 1 },
    { seat = 2, play = "blue 6" },
  },
  expect = { hands = { [1] = { "red 4", "yellow 1", "yellow 2" } }, current = 0, color = "blue" },
}
