-- A legal hook that works hard on every question (a loop of 2,000 additions): luno check
-- says what a turn costs against the base game, and where such cost comes from.
rule {
  name = "slow_legal", about = "a legal hook that costs much, for nothing",
  legal = function(g, seat, card, ok)
    local n = 0
    for i = 1, 2000 do n = n + i end
    return ok
  end,
}
