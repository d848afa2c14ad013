-- Racer X as the round's first card, with nothing left to flip: five players hold 145 of
-- the 146 cards, so the draw pile is empty and the discard pile is Racer X alone. There
-- is no race: seat 1 plays as usual (drawing is offered, and its wild may be played).
local deck = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "lib/deck.lua")
return {
  rules = "special", players = 5, dealer = 0, hand_size = 29,
  hands = deck.hands(5, 29, { [1] = { "wild" } }, { "red racer_x" }),
  top = "red racer_x",
  script = {
    -- (what the first card's effect says is not recorded: it runs before the harness listens)
    { expect = { top = "red racer_x", draw_pile = 0, discard = 1, color = "red",
                 pending = { seat = 1, kind = "turn" }, can_draw = true, holds = { [1] = { "wild" } } } },
    { seat = 1, play = "wild", expect = { pending = { seat = 1, kind = "color" } } },
  },
}
