-- must_play (variation 3): "a player holding a playable card may not draw."
-- Playable is the engine's whole answer (g:legal: the card and the other rules; a Wild Draw Four
-- that would be a bluff does not count). A player with no playable card draws as usual.
return rule {
  name = "must_play", about = "a player holding a playable card may not draw",
  legal = function(g, seat, card, ok)
    if card or not ok then return ok end
    for _, c in ipairs(g:hand(seat)) do
      if g:legal(seat, c) == true then return false end
    end
    return ok
  end,
}
