-- A card whose own function is slow (no hook at all): check's advice names the card's
-- function, not the hooks asked at every turn.
card { name = "slowpoke", label = "Slowpoke", points = 20, copies = 8, colored = true,
  about = "does nothing, slowly",
  on_play = function() local x = 0; for i = 1, 200000 do x = x + i end; return x end }
