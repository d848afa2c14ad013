-- Hostile: load() with an environment of its own still has no way out.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local f = load("return io or os or debug or package or require", "=x", "t", {})
    assert(f() == nil)
    -- reading an unknown global is an error now; either way nothing may come back
    local ok, leak = pcall(load("return _G.io or _G.os or _G.debug or collectgarbage or dofile"))
    error((not ok or leak == nil) and "nothing leaked" or "LEAK")
  end }
