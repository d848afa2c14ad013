-- Hostile: tampers with the string metatable, shared with the host.
getmetatable("").__index = { rep = function() return "owned" end }
