-- Section 2, option first_card=redraw_specials: a number first card stays.
return {
  players = 3, dealer = 0, set = { first_card = "redraw_specials" },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 3", "green 4" },
    [2] = { "red 5", "green 6" },
  },
  top = "blue 9",
  script = { { seat = 1, play = "blue 3" } },
  expect = { flipped_in = "discard", discard = 2 },
}
