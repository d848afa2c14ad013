-- Mayhem (wild, 50 points): "choose a direction; every hand passes one seat that way",
-- then its player declares the next color (from the hand they now hold).
-- Played as the last card its player has gone out: the hands stay where they are (passing
-- would give someone an empty hand); only the color is declared.
local WAY = { [1] = "left (clockwise)", [-1] = "right (counterclockwise)" }
local WHICH_WAY = { prompt = "Pass every hand which way?" }  -- (the question, made once)
card {
  name = "mayhem", label = "Mayhem", colored = false, points = 50, copies = 2,
  about = "choose a direction: every hand passes one seat that way; declare the color",
  on_play = function(g, me)
    if g:holds(me) > 0 then
      local dir = g:choose_direction(me, WHICH_WAY)
      g:pass_hands(dir)
      g:say("Mayhem: every hand moves one seat %s", WAY[dir])
    end
    g:set_color(g:choose_color(me))
  end,
}
