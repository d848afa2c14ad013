-- Hostile: a chain of coroutines, each of which closes the one before it from a __close
-- handler left pending at a yield. Closing the last nests every close inside the one
-- before: Lua 5.4.4 counts none of them and overflows the C stack (fixed in 5.4.5).
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local coro = false
    for i = 1, 20000 do
      local previous = coro
      coro = coroutine.create(function()
        local cc <close> = setmetatable({}, { __close = function()
          if previous then coroutine.close(previous) end
        end })
        coroutine.yield()
      end)
      coroutine.resume(coro)
    end
    assert(coroutine.close(coro))
  end }
