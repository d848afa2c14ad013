-- Hostile: card{} gets a table whose __pairs never ends, and __index never returns.
local def = setmetatable({ name = "hostile" }, {
  __pairs = function(t) return function() while true do end end, t, nil end,
  __index = function() while true do end end })
card(def)
