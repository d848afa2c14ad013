-- Hostile: an endless loop inside xpcall whose handler swallows the error.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local ok = xpcall(function() while true do end end, function(e) return "ignored" end)
    g:draw(me, 1)
  end }
