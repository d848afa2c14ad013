-- Draw Three with the draw pile nearly empty: two players hold 144 of the 146 cards. Seat 0
-- draws the last card of the draw pile, then the discard pile but its top (the red 5) is
-- shuffled in and drawn; then nothing is left and the draw ends short (2 of 3). Seat 0
-- still loses the turn: with two players seat 1 plays again.
local deck = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "lib/deck.lua")
return {
  rules = "special", players = 2, dealer = 0, hand_size = 72,
  hands = deck.hands(2, 72, { [1] = { "red draw_three" } }, { "red 5", "blue 1" }),
  top = "red 5",
  draw = { "blue 1" },
  script = {
    { seat = 1, play = "red draw_three",
      expect = { hand_sizes = { [0] = 74, [1] = 71 }, draw_pile = 0, discard = 1,
                 holds = { [0] = { "blue 1", "red 5" } } } },
  },
  expect = { current = 1, pending = { seat = 1, kind = "turn" } },
}
