-- Secret Recipe (wild, 50 points): "choose a player; you see their hand; then declare the
-- color". A target with an empty hand shows nothing.
local WHOSE = { others = true, prompt = "Read whose secret recipe?" }  -- (the question, made once)
card {
  name = "secret_recipe", label = "Secret Recipe", colored = false, points = 50, copies = 2,
  about = "see the hand of a player of your choice, then declare the color",
  on_play = function(g, me)
    local them = g:choose_seat(me, WHOSE)
    g:reveal(g:hand(them), me)
    g:say("Secret Recipe: seat %d sees seat %d's hand", me, them)
    g:set_color(g:choose_color(me))
  end,
}
