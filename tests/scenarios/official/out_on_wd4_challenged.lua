-- Section 2 and 3: going out on a Wild Draw Four and challenged: an empty hand held no
-- card of the previous color, so the challenger draws 6, and they count.
return {
  players = 2,
  hands = {
    [0] = { "green 5" },
    [1] = { "wild_draw_four" },
  },
  top = "red 7",
  draw = { "yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 6" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "blue" },
    { seat = 0, yes = true },
  },
  expect = { scores = { [0] = 0, [1] = 5 + 1 + 2 + 3 + 4 + 5 + 6 }, round = 2 },
}
