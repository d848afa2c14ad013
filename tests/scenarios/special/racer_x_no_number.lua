-- Racer X when no number card is left outside the hands: two players hold 144 cards,
-- every number among them. The flips go through the blue Reverse, then the reshuffled red
-- Skip and Racer X, and stop: no race, and seat 1 plays as usual.
local deck = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "lib/deck.lua")
return {
  rules = "special", players = 2, dealer = 0, hand_size = 72,
  hands = deck.hands(2, 72, { [0] = { "red racer_x" } }, { "red skip", "blue reverse" }),
  top = "red skip",
  draw = { "blue reverse" },
  script = {
    { expect = { pending = { seat = 0, kind = "turn" } } },
    { seat = 0, play = "red racer_x",
      expect = { said = { "Racer X finds no number card to flip: no race" },
                 pending = { seat = 1, kind = "turn" }, can_draw = true } },
  },
}
