-- Hostile: load() with an environment of its own still has no way out.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local f = load("return io or os or debug or package or require", "=x", "t", {})
    assert(f() == nil)
    local leak = load("return _G.io or _G.os or _G.debug or collectgarbage or dofile")()
    error(leak == nil and "nothing leaked" or "LEAK")
  end }
