-- sudden: a card that ends the round at once, won by its player, and a rule that hands a
-- seat's last card on at the start of its turn (an emptied hand wins at once).
card {
  name = "sudden", label = "Sudden", points = 20, copies = 1,
  on_play = function(g, me) g:end_round(me) end,
}
return rule {
  name = "shed", about = "a seat left with one card at its turn's start hands it on",
  turn_start = function(g, seat)
    if g:holds(seat) == 1 then g:give(g:hand(seat)[1], g:next_seat(seat)) end
  end,
}
