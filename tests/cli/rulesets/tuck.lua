-- A zone one per seat, face down: a player who plays a 5 tucks their first card into their
-- own nest (nest_bot.lua checks what each seat's view shows of the nests).
rule {
  name = "tuck", zones = { { name = "nest", per_seat = true } }, cards = { "5" },
  after_play = function(g, seat)
    local c = g:hand(seat)[1]
    if c then g:to_zone(c, "nest", seat) end
  end,
}
