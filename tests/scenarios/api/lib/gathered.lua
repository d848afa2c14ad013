-- A zone the reshuffle gathers (gathered = true): once the first card is flipped, all but
-- one card of the draw pile go to the stash; when the draw pile runs out, the reshuffle
-- takes the stash back with the discard pile.
rule {
  name = "stash", zones = { { name = "stash", gathered = true } },
  first_card = function(g) g:deal_to("stash", g:draw_pile_size() - 1) end,
}
