-- Hostile: a weak table by setmetatable's own metatable; what it holds after garbage
-- depends on when the collector ran, which a replay does not repeat.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g)
    local cache = setmetatable({}, { __mode = "k" })
    g.vars.n = #cache
  end }
