-- Hostile: a play keeps nearly the whole memory budget in g.vars, then fails. The rollback
-- makes the scripts anew while the failed state still holds that memory: it must not trip
-- the budget again and leave the game broken.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local hoard, chunk = {}, string.rep("x", 1 << 16)
    g.vars.hoard = hoard
    pcall(function()
      for i = 1, 1e9 do hoard[i] = chunk .. i end -- until the budget stops it
    end)
    for i = #hoard, #hoard - 8, -1 do hoard[i] = nil end -- room to reach the error
    error("hoarded")
  end }
