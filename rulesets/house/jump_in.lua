-- jump_in (variation 8, official house rule): "a player holding a card identical to the top
-- (same color and same number or symbol; not wilds) may play it at any moment, out of
-- turn. Play then continues as if that player had just taken their turn."
-- The rule declares a like_top window: the host opens it itself whenever a turn begins
-- (and again after a draw: turn actions close windows) for every other seat holding such
-- a card, but not for the player who put the top there (one card per turn), so no script
-- runs until someone jumps in. Taken, the jumper plays the card, its effect applies from
-- the jumper's seat, and the turn passes on from there.
return rule {
  name = "jump_in", about = "play a card identical to the top at any moment, out of turn",
  like_top = function(g, by, card)  -- card: by's first card identical to the top now
    if not card then return end     -- (the hands or the top changed since it opened)
    g:say("seat %d jumps in", by)
    g:set_current(by)
    g:play(by, card)
  end,
}
