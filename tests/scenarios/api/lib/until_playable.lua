-- until_playable: a seat that draws keeps drawing until it draws a card it may play, and
-- that card is the one offered (g:offer); with scoring = "script" a round won scores 10 for
-- its winner (g:add_points from round_end).
return rule {
  name = "until_playable", about = "draw until playable; 10 points a round won",
  draw = function(g, seat, card)
    if g:legal(seat, card) == true then return end
    local drawn = g:draw_until(seat, function(c) return g:legal(seat, c) == true end)
    local last = drawn[#drawn]
    if last and g:legal(seat, last) == true then g:offer(last) end
    g:say("turn over: " .. tostring(g.turn_over))
  end,
  round_end = function(g, winner) if winner then g:add_points(winner, 10) end end,
}
