-- Hostile: require with a path that leaves the search path.
local x = require "../../../etc/passwd"
