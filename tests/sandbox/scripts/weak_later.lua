-- Hostile: the metatable gains __mode after setmetatable (Lua reads it at every
-- collection): an assignment.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g)
    local mt = {}
    local cache = setmetatable({}, mt)
    mt.__mode = "v"
    cache[1] = {}
    g.vars.n = #cache
  end }
