-- A rule that ends the turn from after_play, where a play has ended it already: a mistake
-- that used to do nothing, silently.
rule {
  name = "late_end", about = "ends the turn after a play (a mistake)",
  after_play = function(g, seat, card)
    if g:name(card) == "5" then g:end_turn() end
  end,
}
