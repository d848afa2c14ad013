-- Merlin (wild, 50 points): "declare a color; every other player draws until they draw a
-- card of that color (stopping when nothing is left to draw)". The declared color is also
-- the next color to match. Players draw in play order from the next one; once nothing is
-- left, the players after draw nothing.
local WHICH_COLOR = { prompt = "Merlin calls which color?" }  -- (the question, made once)
card {
  name = "merlin", label = "Merlin", colored = false, points = 50, copies = 2,
  about = "declare a color: every other player draws until they draw a card of it",
  on_play = function(g, me)
    local color = g:choose_color(me, WHICH_COLOR)
    g:set_color(color)
    g:say("Merlin calls %s", color)
    for i = 1, g.players - 1 do
      local seat = g:next_seat(me, i)
      g:say("seat %d draws %d until %s", seat, #g:draw_until(seat, { color = color }), color)
    end
  end,
}
