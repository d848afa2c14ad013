-- closer: a red 9 played ends the match at once, won by the next seat (g:end_match).
return rule {
  name = "closer", about = "a red 9 ends the match, won by the next seat",
  after_play = function(g, me, card)
    if g:name(card) == "9" and g:color_of(card) == "red" then g:end_match(g:next_seat(me)) end
  end,
}
