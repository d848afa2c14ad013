-- Scoring: the round's winner (who emptied the stock) scores 25, and 5 for each card left
-- in the other stocks. The first to reach the target score (500) wins the match.
return rule {
  name = "skip_bo_score", about = "the winner scores 25 and 5 a card in the others' stocks",
  round_end = function(g, winner)
    if not winner then return end
    local points = 25
    for s = 0, g.players - 1 do points = points + 5 * #g:zone("stock", s) end
    g:add_points(winner, points)
  end,
}
