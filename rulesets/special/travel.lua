-- Travel (colored, 20 points): "choose a player; you see their whole hand".
-- A target with an empty hand shows nothing.
local WHERE = { others = true, prompt = "Travel to whose seat?" }  -- (the question, made once)
card {
  name = "travel", label = "Travel", points = 20,
  about = "see the whole hand of a player of your choice",
  on_play = function(g, me)
    local them = g:choose_seat(me, WHERE)
    g:reveal(g:hand(them), me)
    g:say("Travel: seat %d travels to seat %d and sees their hand (%d cards)", me, them, g:holds(them))
  end,
}
