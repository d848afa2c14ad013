-- Hostile: one C call that would loop 2^50 times.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    table.move({}, 1, 1 << 50, 2)
  end }
