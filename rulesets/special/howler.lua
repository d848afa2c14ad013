-- Howler (colored, 20 points): "choose another player: their whole hand becomes known to
-- every player". The table shows the cards revealed to everyone. A target with an empty
-- hand shows nothing.
local WHOSE = { others = true, prompt = "Whose hand is called out?" }  -- (the question, made once)
card {
  name = "howler", label = "Howler", points = 20,
  about = "another player's whole hand becomes known to everyone",
  on_play = function(g, me)
    local them = g:choose_seat(me, WHOSE)
    local hand = g:hand(them)
    g:say("Howler: seat %d's hand is called out", them)
    g:reveal(hand, "all")
  end,
}
