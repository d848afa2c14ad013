-- A rule that fails only when hands are dealt larger than 7 cards: luno check's stress
-- games (one in four, with hands so large the draw pile runs short) find it, and the
-- replay line reproduces one (--stress).
rule {
  name = "big_hands", about = "fails on a deal of more than 7 cards",
  round_start = function(g) if g:holds(0) > 7 then error("a hand of " .. g:holds(0) .. " cards") end end,
}
