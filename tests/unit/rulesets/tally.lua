-- tally: every third play (counted in g.vars, where per-game state belongs) draws a card;
-- a `when` key (g.vars.armed, set after the first play) gates a second hook. A copy of the
-- game played in the same host changes both: its state must be saved and put back.
return rule {
  name = "tally", about = "every third play draws a card (counted in g.vars)",
  after_play = function(g, seat)
    g.vars.plays = (g.vars.plays or 0) + 1
    g.vars.armed = true
    if g.vars.plays % 3 == 0 then g:draw(seat, 1) end
  end,
}
