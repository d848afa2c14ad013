-- A rule whose turn_start hook costs a few milliseconds of CPU a turn: within every budget
-- of its own, but a search playing thousands of worlds of it would take minutes a move.
rule {
  name = "slow_hook",
  turn_start = function(g)
    local x = 0
    for i = 1, 60000 do x = x + i % 7 end
    g.vars.slow = x
  end,
}
