-- Merlin (wild, 50 points): "declare a color; every other player draws until they draw a
-- card of that color (stopping when nothing is left to draw)". The declared color is also
-- the next color to match. Players draw in play order from the next one; once nothing is
-- left, the players after draw nothing.
card {
  name = "merlin", label = "Merlin", colored = false, points = 50, copies = 2,
  about = "declare a color: every other player draws until they draw a card of it",
  on_play = function(g, me)
    local color = g:choose_color(me, { prompt = "Merlin calls which color?" })
    g:set_color(color)
    local seats, counts = {}, {}
    for i = 1, g.players - 1 do
      seats[i] = g:next_seat(me, i)
      counts[i] = #g:draw_until(seats[i], { color = color })
    end
    if g.listening then -- the counts are for the log only
      for i, n in ipairs(counts) do counts[i] = ("seat %d draws %d"):format(seats[i], n) end
      g:say("Merlin calls %s: %s", color, table.concat(counts, ", "))
    end
  end,
}
