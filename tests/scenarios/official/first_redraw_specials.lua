-- Section 2, option first_card=redraw_specials: a first card that is not a number is
-- shuffled back and another flipped, until a number comes; its effect does not happen.
return {
  players = 3, dealer = 0, set = { first_card = "redraw_specials" },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 3", "green 4" },
    [2] = { "red 5", "green 6" },
  },
  top = "red draw_two",
  expect = { flipped_in = "draw", discard = 1, top_number = true, current = 1,
             pending = { seat = 1, kind = "turn" }, hand_sizes = { [1] = 2 } },
}
