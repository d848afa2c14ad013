-- Harvest when the draw pile runs out: two players hold 144 of the 146 cards. Seat 0 draws
-- the blue 1, then the red 5 (the discard pile but its top, reshuffled), then nothing is
-- left: the harvest stops at 2 cards, none green.
local deck = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "lib/deck.lua")
return {
  rules = "special", players = 2, dealer = 0, hand_size = 72,
  hands = deck.hands(2, 72, { [1] = { "red harvest" } }, { "red 5", "blue 1" }),
  top = "red 5",
  draw = { "blue 1" },
  script = {
    { seat = 1, play = "red harvest", expect = { pending = { seat = 1, kind = "player" }, options = 1 } },
    { seat = 1, choose = 0,
      expect = { said = { "seat 0 harvests 2 cards: nothing left to draw" },
                 hand_sizes = { [0] = 74 }, draw_pile = 0, discard = 1 } },
  },
  expect = { current = 0, top = "red harvest", pending = { seat = 0, kind = "turn" } },
}
