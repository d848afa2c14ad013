-- Hostile: a table that grows by a megabyte a step, inside pcall.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local chunk, t = string.rep("x", 1 << 20), {}
    pcall(function()
      for i = 1, 1e9 do t[i] = chunk .. i end
    end)
    g:draw(me, 1)
  end }
