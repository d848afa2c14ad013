-- Hostile: prints a long text in a loop; each print is one instruction of the loop but a
-- long write, in system time the CPU watchdog does not see.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function()
    local s = string.rep("x", 20000000)
    while true do print(s) end
  end }
