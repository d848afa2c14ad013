-- Merlin when the draw pile runs out: three players hold 144 of the 146 cards. Seat 2
-- draws the blue 1 and the reshuffled red 5 without finding green; then nothing is left,
-- so seat 2 stops and seat 0 draws nothing.
local deck = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "lib/deck.lua")
return {
  rules = "special", players = 3, dealer = 0, hand_size = 48,
  hands = deck.hands(3, 48, { [1] = { "merlin" } }, { "red 5", "blue 1" }),
  top = "red 5",
  draw = { "blue 1" },
  script = {
    { seat = 1, play = "merlin" },
    { seat = 1, choose = "green",
      expect = { said = { "Merlin calls green", "seat 2 draws 2 until green", "seat 0 draws 0 until green" },
                 hand_sizes = { [0] = 48, [1] = 47, [2] = 50 }, holds = { [2] = { "blue 1", "red 5" } },
                 draw_pile = 0, discard = 1 } },
  },
  expect = { current = 2, color = "green", pending = { seat = 2, kind = "turn" } },
}
