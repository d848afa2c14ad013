-- The colored actions of the deck besides Skip and Reverse (20 points each).
local launcher = require "attack.lib.launcher"

-- Hit 2: the next player presses twice, keeps what comes out, and loses the turn.
-- As the first card: the player to the dealer's left does.
card {
  name = "hit_2", label = "Hit 2", points = 20, copies = 2,
  about = "the next player presses the launcher twice and loses the turn",
  on_play = function(g)
    launcher.presses(g, g:next_seat(), 2)
    g:skip()
  end,
}

-- Discard All: plays on its color (or another Discard All); its player discards every
-- other card of its color with it, under it. As the first card: only its color counts.
card {
  name = "discard_all", label = "Discard All", points = 20, copies = "discard_alls",
  about = "discard every card of its color from your hand with it",
  on_play = function(g, me, card)
    for _, c in ipairs(g:hand(me, g:color_of(card))) do g:insert(c, 1, "discard") end
  end,
  on_first = function() end,
}

-- Trade Hands: its player swaps hands with another player of their choice. As the first
-- card: only its color counts.
card {
  name = "trade_hands", label = "Trade Hands", points = 20,
  about = "swap hands with a player of your choice",
  on_play = function(g, me)
    g:swap_hands(me, g:choose_seat(me, { others = true, prompt = "Trade hands with whom?" }))
  end,
  on_first = function() end,
}
