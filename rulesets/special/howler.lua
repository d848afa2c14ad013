-- Howler (colored, 20 points): "choose another player: their whole hand becomes known to
-- every player". The cards are named in the log, since everyone may see them now.
-- A target with an empty hand shows nothing.
card {
  name = "howler", label = "Howler", points = 20,
  about = "another player's whole hand becomes known to everyone",
  on_play = function(g, me)
    local them = g:choose_seat(me, { others = true, prompt = "Whose hand is called out?" })
    local hand = g:hand(them)
    g:reveal(hand, "all")
    if g.listening then -- the names are for the log only
      local names = {}
      for i, c in ipairs(hand) do names[i] = g:card_text(c) end
      g:say("Howler: seat %d's hand is called out: %s", them, #names > 0 and table.concat(names, ", ") or "no cards")
    end
  end,
}
