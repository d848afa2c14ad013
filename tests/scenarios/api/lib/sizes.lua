-- sizes: g:zone_size under every name of a seat's numbered pile ("tray/2" with the seat,
-- "tray@1/2", "tray/2@1"), against the list g:zone makes; a 7 of seat 0 asks a seat's
-- pile without saying whose (an error, though the name was found for seat 1 before).
rule {
  name = "sizes", zones = { { name = "tray", per_seat = true, face_up = true, piles = 2 } }, cards = { "7" },
  after_play = function(g, seat)
    if seat == 0 then return g:zone_size("tray/2") end
    g:to_zone(g:hand(seat)[1], "tray/2", seat)
    g:to_zone(g:hand(seat)[1], "tray@1/2")
    g:say("tray 2: %d %d %d, listed %d; tray 1: %d", g:zone_size("tray/2", seat), g:zone_size("tray@1/2"),
          g:zone_size("tray/2@1"), #g:zone("tray/2", seat), g:zone_size("tray/1", seat))
  end,
}
