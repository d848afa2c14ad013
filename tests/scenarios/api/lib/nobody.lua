-- nobody: a card that ends the round with no winner (g:end_round()), and a round_end that
-- scores by the winner it is given: 10 to a winner, else 1 to every seat.
card {
  name = "stalemate", label = "Stalemate", points = 20, copies = 1,
  on_play = function(g) g:end_round() end,
}
return rule {
  name = "nobody", about = "a round without a winner scores 1 to every seat",
  round_end = function(g, winner)
    if winner ~= nil then return g:add_points(winner, 10) end
    for seat = 0, g.players - 1 do g:add_points(seat, 1) end
  end,
}
