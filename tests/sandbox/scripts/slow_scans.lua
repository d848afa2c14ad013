-- Hostile: a loop of single slow C calls, each scanning a long string a few Lua
-- instructions apart: the deadline must be met within a slice, not a thousand calls later.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local s = string.rep("a", 24 << 20)
    while true do utf8.len(s) end
  end }
