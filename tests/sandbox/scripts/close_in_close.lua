-- Hostile: coroutine.close from inside a __close handler, which crashes Lua 5.4.4.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local co = coroutine.create(function() coroutine.yield() end)
    coroutine.resume(co)
    do
      local x <close> = setmetatable({}, { __close = function() coroutine.close(co) end })
    end
  end }
