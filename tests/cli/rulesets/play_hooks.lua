-- play_hooks: play hooks whose order and gates change the game, for the host's own run of
-- a play's hooks (lua/plays.c, where bots answer at once) against M.run's (`luno sim
-- --check`): tests/sim/same_check.sh plays both and compares them game by game. A 7's
-- before_play wakes a gated after_play (`when`), which draws the player a card and sleeps
-- again; a Skip's after_play (`cards`) draws a card when the play called UNO; a call that
-- does not match the cards left runs uno's last_card before the card's effect.
rule {
  name = "waker", cards = { "7" },
  before_play = function(g, seat) g.vars.woke = seat end,
}

rule {
  name = "sleeper", when = "woke",
  after_play = function(g, seat)
    g:draw(seat, 1)
    g.vars.woke = nil
  end,
}

return rule {
  name = "skipper", cards = { "skip" }, about = "play hooks that change the game, in order",
  after_play = function(g, seat, _, called)
    if called then g:draw(seat, 1) end
  end,
}
