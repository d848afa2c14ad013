-- A player who draws goes on drawing until a card can be played, and must play it.
return rule {
  name = "no_mercy_draw", about = "draw until you can play, then play",
  draw = function(g, seat, card)
    if g.turn_over or g:legal(seat, card) == true then return end
    local drawn = g:draw_until(seat, function(c) return g:legal(seat, c) == true end)
    if drawn[#drawn] and g:legal(seat, drawn[#drawn]) == true then g:offer(drawn[#drawn]) end
  end,
  legal = function(g, seat, card, ok)  -- a playable card drawn may not be kept
    if not card and g.drawn then return false, "a card drawn that can be played must be" end
    return ok
  end,
}
