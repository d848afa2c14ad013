-- A rule whose hook runs itself through g:run_rule: a recursion without end, reported as
-- a stack overflow at its line at once (the error handler once walked the stack for each frame).
rule {
  name = "run_rule_self",
  after_play = function(g, seat, card, called)
    g:run_rule("run_rule_self", "after_play", seat, card, called)
  end,
}
