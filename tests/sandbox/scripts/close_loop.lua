-- Hostile: a to-be-closed value whose __close never ends, run when the effect fails.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local x <close> = setmetatable({}, { __close = function() while true do end end })
    error("boom")
  end }
