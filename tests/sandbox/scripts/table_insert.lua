-- Hostile: a __len that makes table.insert shift 2^50 elements in C.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local t = setmetatable({}, { __len = function() return 1 << 50 end })
    table.insert(t, 1, "x")
  end }
