-- pool: two zones beside the discard pile. A 7 sends the draw pile's top card to the pool
-- (face up: every seat knows it), a 5 to the vault (face down: nobody does); a 0 gives its
-- player the pool's cards; a 9 reads a zone that does not exist (a mistake).
rule {
  name = "pool", about = "a 7 fills the pool, a 5 the vault, a 0 empties the pool",
  zones = { { name = "pool", face_up = true }, { name = "vault" } },
  after_play = function(g, seat, card)
    local n = g:number(card)
    if n == 7 then g:insert(g:draw(seat)[1], "bottom", "pool") end
    if n == 5 then g:to_zone(g:draw(seat)[1], "vault") end
    if n == 0 then
      for _, c in ipairs(g:zone("pool")) do g:give(c, seat) end
    end
    if n == 9 then g:zone("nowhere") end
  end,
}
