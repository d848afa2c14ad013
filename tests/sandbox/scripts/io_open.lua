-- Hostile: reads a file.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local f = io.open("/etc/passwd")
  end }
