-- 7-0 on its own color only: seven_o acts only when the 7 or 0 was played on its own
-- color. A rule in another's place (instead_of) that runs it when it applies.
rule {
  name = "seven_o_own_color", instead_of = "seven_o", cards = { "7", "0" },
  after_play = function(g, seat, card, called)
    if g:color_of(card) ~= g.color_before then return g:say("7-0 off color: no swap") end
    g:run_rule("seven_o", "after_play", seat, card, called)
  end,
}
-- A rule that runs before another: its line comes first.
rule {
  name = "seven_o_herald", before = "seven_o_own_color", cards = { "7" },
  after_play = function(g, seat) g:say("a seven: hands may change") end,
}
