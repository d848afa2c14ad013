-- Hostile: a choice among seats that do not exist.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    g:choose_seat(me, { among = { 42 } })
  end }
