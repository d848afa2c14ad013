-- Section 8, preset classroom: it sets first_card=redraw_specials: a Draw Two flipped
-- first goes back into the deck and another card is flipped until a number comes.
return {
  rules = "classroom", players = 3,
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 3", "green 4" },
    [2] = { "red 5", "green 6" },
  },
  top = "red draw_two",
  expect = { flipped_in = "draw", discard = 1, top_number = true, current = 1,
             pending = { seat = 1, kind = "turn" }, hand_sizes = { [1] = 2 } },
}
