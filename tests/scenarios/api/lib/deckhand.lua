-- deckhand: a card that tries the draw pile primitives: g:insert at the top and at the
-- bottom, drawing the pile empty with the reshuffle turned off, a message for one seat,
-- the discard pile's size, and a color chosen among two.
card {
  name = "deckhand", label = "Deckhand", points = 20, copies = 1,
  on_play = function(g, me)
    local c = g:hand(me)[1]
    g:insert(c, "top")
    g:say(g:draw(me, 1)[1] == c and "top ok" or "top wrong")
    g:insert(c, "bottom")
    local drawn = g:draw(me, g:draw_pile_size())
    g:say(drawn[#drawn] == c and "bottom ok" or "bottom wrong")
    g:say(#g:draw(me, 1) == 0 and "empty stays empty" or "reshuffled")
    g:tell(me, "a secret for you")
    g:say("discard pile %d", g:discard_pile_size()) -- (red 7 and the Deckhand)
    g:set_color(g:choose_color(me, { colors = { "red", "blue" } }))
  end,
}
return rule {
  name = "deckhand_rules", about = "the draw pile primitives' test",
  options = { reshuffle = option(true, "an empty draw pile is refilled from the discard pile") },
}
