-- Hostile: a __tostring that never returns, run by print (and by tostring).
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    print(setmetatable({}, { __tostring = function() while true do end end }))
  end }
