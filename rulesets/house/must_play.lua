-- must_play (variation 3): "a player holding a playable card may not draw" and "if one has
-- a matching card, they have to play it": a playable card drawn must be played too.
-- Playable is the engine's whole answer (the card and the other rules; a Wild Draw Four
-- that would be a bluff does not count). A player with no playable card draws as usual.
-- Declared, not hooked: the core leaves the draw (and the pass after a draw) out of the
-- options whenever a card plays, without asking Lua about every card of every turn.
return rule {
  name = "must_play", about = "a player holding a playable card may not draw, nor keep one drawn",
  must_play = true,
}
