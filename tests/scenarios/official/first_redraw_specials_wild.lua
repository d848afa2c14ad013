-- Section 2, option first_card=redraw_specials: a Wild is redrawn too (nobody declares a
-- color); a number first card stays.
return {
  players = 3, dealer = 2, set = { first_card = "redraw_specials" },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 3", "green 4" },
    [2] = { "red 5", "green 6" },
  },
  top = "wild",
  expect = { flipped_in = "draw", discard = 1, top_number = true, pending = { seat = 0, kind = "turn" } },
}
