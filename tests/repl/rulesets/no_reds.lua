-- A rule that refuses every red card without saying why (refusal.in): the REPL words the
-- refusal itself.
rule {
  name = "no_reds", about = "red cards may not be played",
  legal = function(g, seat, card, ok)
    if card and g:color_of(card) == "red" then return false end
    return ok
  end,
}
