-- Friendship (colored, 20 points): "swap your whole hand with a player of your choice".
-- Played as the last card its player has gone out: there is no hand to swap, so nothing
-- happens (swapping an empty hand would hand the win to the other player).
local WHOM = { others = true, prompt = "Swap hands with whom?" }  -- (the question, made once)
card {
  name = "friendship", label = "Friendship", points = 20,
  about = "swap your whole hand with a player of your choice",
  on_play = function(g, me)
    if g:holds(me) == 0 then return g:say("Friendship ends the round: no hand left to swap") end
    local them = g:choose_seat(me, WHOM)
    g:swap_hands(me, them)
    g:say("Friendship: seat %d swaps hands with seat %d", me, them)
  end,
}
