-- Nests: a zone one per seat, face down. A player who plays a 5 tucks their first card into
-- their own nest, which they know and the others do not, and the next under it (g:insert);
-- the nest is counted by its view name ("nest@1", g:zone_size) and listed by seat; a 9 asks for a nest without saying whose
-- (an error).
rule {
  name = "nests", zones = { { name = "nest", per_seat = true } }, cards = { "5", "9" },
  after_play = function(g, seat, card)
    if g:number(card) == 9 then return g:zone("nest") end -- (a tail call: the error names line 7)
    local c = g:hand(seat)[1]
    g:to_zone(c, "nest", seat)
    g:insert(g:hand(seat)[1], "bottom", "nest", seat) -- (g:insert reaches a seat's zone)
    g:say("nest %d holds %d (%d listed); its seat knows it: %s, the next seat: %s", seat,
          g:zone_size("nest@" .. seat), #g:zone("nest", seat), tostring(g:knows(seat, c)), tostring(g:knows(g:next_seat(seat), c)))
  end,
}
