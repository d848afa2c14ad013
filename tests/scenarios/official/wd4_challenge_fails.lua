-- Section 3, Wild Draw Four challenge: the hand held no card of the color active before
-- the card (red); holding the declared color (green) does not matter. The challenger
-- draws 6 (the 4 plus 2) and loses the turn; the declared color stands; the challenger
-- has seen the hand.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "wild_draw_four", "blue 3", "green 5" },
    [2] = { "yellow 5", "green 6", "yellow 8" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 4", "blue 6", "blue 7", "blue 8" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "green" },
    { seat = 2, yes = true },
  },
  expect = {
    current = 0, pending = { seat = 0, kind = "turn" }, color = "green",
    hands = { [1] = { "blue 3", "green 5" },
              [2] = { "yellow 5", "green 6", "yellow 8", "blue 1", "blue 2", "blue 4", "blue 6", "blue 7", "blue 8" } },
    knows = { { by = 2, hand = 1 } },
    not_knows = { { by = 0, hand = 1 } },
  },
}
