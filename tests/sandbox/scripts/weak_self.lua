-- Hostile: a table its own metatable (its guard would be replaced by itself).
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function()
    local t = {}
    setmetatable(t, t)
    t.__mode = "k"
  end }
