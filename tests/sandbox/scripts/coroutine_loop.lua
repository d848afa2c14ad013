-- Hostile: an endless loop in a coroutine of its own, the error caught by resume.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local co = coroutine.create(function()
      while true do end
    end)
    local ok = coroutine.resume(co)
    g:draw(me, 1)
  end }
