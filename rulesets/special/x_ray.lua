-- X-Ray (colored, 20 points): "choose a player; you see their hand; you may exchange one
-- card of yours for one of theirs".
-- The player picks the card to give (or declines: no exchange), then the card to take.
-- A target with an empty hand shows nothing and nothing is exchanged; played as the last
-- card, its player sees the hand but has no card to give.
local WHOSE = { others = true, prompt = "X-Ray whose hand?" }  -- (the questions, made once)
local GIVE = { optional = true, prompt = "Exchange a card? Give which?" }
local TAKE = { prompt = "Take which of their cards?" }
card {
  name = "x_ray", label = "X-Ray", points = 20,
  about = "see a player's hand; you may exchange one of your cards for one of theirs",
  on_play = function(g, me)
    local them = g:choose_seat(me, WHOSE)
    g:reveal(g:hand(them), me)
    g:say("X-Ray: seat %d sees seat %d's hand", me, them)
    if g:holds(them) == 0 then return g:say("X-Ray, no exchange: their hand is empty") end
    local mine = g:choose_card(me, g:hand(me), GIVE)
    if not mine then return g:say("X-Ray, no exchange: none chosen") end
    local theirs = g:choose_card(me, g:hand(them), TAKE)
    g:give(mine, them)
    g:give(theirs, me)
    g:say("X-Ray exchange: seat %d exchanges a card with seat %d", me, them)
  end,
}
