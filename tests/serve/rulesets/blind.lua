-- blind: after every play its player picks, unseen, one card of the next seat's hand (the
-- card stays where it is): a question whose options the deciding seat must not see.
return rule {
  name = "blind", about = "after a play, its player picks one of the next seat's cards unseen",
  after_play = function(g, seat)
    local them = g:next_seat(seat)
    if g:holds(them) > 0 then g:choose_card(seat, g:hand(them), "Pick one of their cards") end
  end,
}
