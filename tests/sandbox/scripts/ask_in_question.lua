-- Hostile: a question (may this card be played?) that asks a player something.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  can_play = function(g, seat)
    return g:ask_yes_no(seat, "May I?")
  end }
