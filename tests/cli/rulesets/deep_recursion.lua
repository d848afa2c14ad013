-- A rule that recurses (not a tail call) until the Lua stack overflows, some 200,000
-- frames down: the error is reported at once, located (the error handler once walked the
-- whole stack from the top for each frame: minutes, where no budget runs).
local function deeper(n) return 1 + deeper(n + 1) end
rule { name = "deep_recursion", turn_start = function(g) deeper(1) end }
