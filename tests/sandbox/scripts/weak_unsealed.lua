-- Hostile: tries to take the guard off a metatable in use (its own metatable replaced, so
-- that __mode could be written), then to be its own metatable.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g)
    local mt = {}
    setmetatable({}, mt)
    g.vars.hidden = getmetatable(mt) == nil
    setmetatable(mt, nil)
  end }
