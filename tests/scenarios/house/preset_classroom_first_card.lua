-- Section 8, preset classroom: it sets first_card=redraw_specials: a Draw Two flipped
-- first goes back into the deck and another card is flipped until a number comes. (Bots
-- that always answer the quiz right.)
return {
  rules = "classroom", players = 3, bots = { 0, 1, 2 }, set = { quiz_skill = 1 },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "blue 3", "green 4" },
    [2] = { "red 5", "green 6" },
  },
  top = "red draw_two",
  expect = { flipped_in = "draw", discard = 1, top_number = true, current = 1,
             pending = { seat = 1, kind = "turn" }, hand_sizes = { [1] = 2 } },
}
