-- Hostile: keeps the table card{} returns and changes the card after the host read it.
local c = card { name = "hostile", colored = false, copies = 4, points = 50,
  on_first = function() end, on_play = function() end }
c.points = 5000
