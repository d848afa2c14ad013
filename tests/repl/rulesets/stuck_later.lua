-- stuck_later: once a card has been played, every turn ends before it begins: no one can
-- ever decide again. The play that gets the round stuck must fail and be undone.
return rule {
  name = "stuck_later", about = "after the first play, every turn ends at once",
  after_play = function(g)
    g.vars.stuck = true
  end,
  turn_start = function(g)
    if g.vars.stuck then g:end_turn() end
  end,
}
