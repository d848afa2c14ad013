-- stuck_turn: a house rule whose turn_start always ends the turn, so no one ever decides.
return rule {
  name = "stuck_turn", about = "every turn ends before it begins",
  turn_start = function(g, seat)
    g:end_turn()
  end,
}
