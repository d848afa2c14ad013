-- seat_piles: a zone one per seat declared before a shared one, so where the shared zone
-- lies depends on the seat count: a 5 tucks its player's first card into their nest, a 7
-- puts it in the row (cli.check_replays_seats: luno check replays such games at every
-- seat count in a Lua state of its own).
return rule {
  name = "seat_piles", cards = { "5", "7" },
  zones = { { name = "nest", per_seat = true }, { name = "row", face_up = true } },
  after_play = function(g, seat, card)
    local first = g:hand(seat)[1]
    if not first then return end
    if g:number(card) == 5 then g:to_zone(first, "nest", seat) else g:to_zone(first, "row") end
  end,
}
