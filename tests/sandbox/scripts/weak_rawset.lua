-- Hostile: the metatable gains __mode after setmetatable, by rawset.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g)
    local mt = {}
    setmetatable({}, mt)
    rawset(mt, "__mode", "k")
  end }
