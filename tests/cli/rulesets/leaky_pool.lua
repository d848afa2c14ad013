-- A pool of fives that leaks: every 5 played goes to the pool, and a player who draws takes
-- the pool's oldest card into the hand. The declared invariant says pool cards never reach
-- a hand before the discard pile, so luno check fails at the first leak.
rule {
  name = "leaky_pool", about = "fives pool up; a drawing player takes one",
  zones = { { name = "pool", face_up = true } },
  invariant = { zone = "pool", never = "hand" },
  after_play = function(g, seat, card) if g:number(card) == 5 then g:to_zone(card, "pool") end end,
  draw = function(g, seat)
    local pool = g:zone("pool")
    if #pool > 0 then g:give(pool[1], seat) end
  end,
}
