-- watched: a rule with an invariant of its own: nobody ever holds more than 9 cards. A
-- penalty of 8 cards breaks it, and the checks after every action say where and why.
rule {
  name = "watched", about = "nobody holds more than 9 cards (an invariant)",
  invariant = function(g)
    for s = 0, g.players - 1 do
      if g:holds(s) > 9 then return false, ("seat %d holds %d cards"):format(s, g:holds(s)) end
    end
    return true
  end,
}
