-- loyal_bot: remembers the first seat it decides for, in a file-level variable, and fails
-- if it is ever asked for another: two seats playing this file must get two bots.
local mine
return function(view, ask)
  mine = mine or view.seat
  if view.seat ~= mine then error("one bot state shared by seats " .. mine .. " and " .. view.seat) end
  return 1
end
