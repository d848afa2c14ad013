-- must_play (variation 3): "a player holding a playable card may not draw" and "if one has
-- a matching card, they have to play it": a playable card drawn must be played too.
-- Playable is the engine's whole answer (g:legal: the card and the other rules; a Wild Draw Four
-- that would be a bluff does not count). A player with no playable card draws as usual.
-- The legal hook's question with no card is "may this seat decline to play?".
return rule {
  name = "must_play", about = "a player holding a playable card may not draw, nor keep one drawn",
  legal = function(g, seat, card, ok)
    if card or not ok then return ok end
    if g.drawn then return g:legal(seat, g.drawn) ~= true end
    for _, c in ipairs(g:hand(seat)) do
      if g:legal(seat, c) == true then return false end
    end
    return ok
  end,
}
