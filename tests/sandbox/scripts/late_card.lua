-- Hostile: declares a card from a hook, once the game runs (it could never join the deck,
-- yet would live on in the host's lists).
rule { name = "late_card",
  turn_start = function(g)
    card { name = "late", copies = 1 }
  end,
}
