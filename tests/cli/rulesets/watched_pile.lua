-- A rule whose invariant (at most 7 cards in a hand) ordinary play breaks: luno check and
-- luno sim --check report it with its file:line and why.
rule {
  name = "watched_pile", about = "nobody holds more than 7 cards (an invariant play breaks)",
  invariant = function(g)
    for s = 0, g.players - 1 do
      if g:holds(s) > 7 then return false, ("seat %d holds %d cards"):format(s, g:holds(s)) end
    end
    return true
  end,
}
