-- Pick (20 points): choose another player and see their hand; you may take one card of
-- it; then you may pass every hand one seat to the left or the right.
card {
  name = "pick", label = "Pick", points = 20, copies = 2,
  on_play = function(g, me)
    local them = g:choose_seat(me, { others = true, prompt = "Whose hand do you look at?" })
    g:reveal(g:hand(them), me)
    local card = g:choose_card(me, g:hand(them), { optional = true, prompt = "Take which card?" })
    if card then g:give(card, me) end
    local way = g:choose_direction(me, { optional = true, prompt = "Pass the hands?" })
    if way then g:pass_hands(way) end
  end,
}
