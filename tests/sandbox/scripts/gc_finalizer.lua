-- Hostile: a finalizer would run outside every budget (during collection or at close).
setmetatable({}, { __gc = function() while true do end end })
