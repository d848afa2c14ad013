-- A turn_start hook that runs itself through g:run_rule: the stack overflows inside the
-- host's own g:run_rule (game.lua), and the error still names this file's line.
rule {
  name = "run_rule_self_start",
  turn_start = function(g, seat)
    local again = g:run_rule("run_rule_self_start", "turn_start", seat)
    return again
  end,
}
