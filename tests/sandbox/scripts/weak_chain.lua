-- Hostile: a metatable with a metatable of its own, whose __newindex the script could
-- change so that the first gains __mode.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function()
    local meta = { __index = {} }
    local first = setmetatable({}, meta)
    setmetatable({}, first)
  end }
