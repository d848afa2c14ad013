-- Tucker: a zone one per seat, face down. A player who plays a 5 tucks the first card of
-- their hand into their own nest (known to them only), and the next seat's nest gives
-- its newest card back to its owner's hand: moves into and out of a zone, each an event.
rule {
  name = "tucker", zones = { { name = "nest", per_seat = true } }, cards = { "5" },
  after_play = function(g, seat)
    local c = g:hand(seat)[1]
    if c then g:to_zone(c, "nest", seat) end
    local other = g:next_seat(seat)
    local nest = g:zone("nest", other)
    if #nest > 0 then g:give(nest[#nest], other) end
  end,
}
