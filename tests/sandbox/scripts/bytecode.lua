-- Hostile: loads a binary chunk. load() takes text only.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    assert(load("\27LuaT\0\25\147\13\10\26\10"))
  end }
