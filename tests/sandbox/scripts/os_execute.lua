-- Hostile: runs a command.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    os.execute("touch /tmp/luno-pwned")
  end }
