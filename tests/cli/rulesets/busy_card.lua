-- busy_card: a card whose effect runs about eight million instructions (tens of
-- milliseconds) and holds a few megabytes: within the default budgets, but stopped by a
-- small --budget or --memory. Proof that check's budget flags reach the scripts.
card {
  name = "busy", label = "Busy", points = 20, copies = 2,
  on_play = function()
    local n, kept = 0, {}
    for i = 1, 2000000 do n = n + i % 7 end
    for i = 1, 100000 do kept[i] = i end
    return n + #kept
  end,
}
