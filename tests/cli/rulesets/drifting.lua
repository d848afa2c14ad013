-- Drifting: keeps a count of turns in a file-level local, not in g.vars, so it runs on
-- from one game to the next in the same Lua state: every 37th turn it has seen, the seat
-- draws a card. A game played after others plays differently from its replay alone.
local turns = 0
rule {
  name = "drifting",
  turn_start = function(g, seat)
    turns = turns + 1
    if turns % 37 == 0 then g:draw(seat, 1) end
  end,
}
