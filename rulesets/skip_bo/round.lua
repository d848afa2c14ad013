-- A round: after the hands, each seat's stock pile is dealt face down with its top turned
-- up. Who empties the stock wins the round and scores 25, and 5 a card left in the others'
-- stocks; the first to reach the target score (500) wins the match.
return rule {
  name = "skip_bo_round", about = "deals the stock piles; the winner scores 25 and 5 a card in the others' stocks",
  round_start = function(g)
    local n = g.options.stock > 0 and g.options.stock or g.players <= 4 and 30 or 20
    for s = 0, g.players - 1 do
      local stock = g:deal_to("stock", n, s)
      if #stock > 0 then g:reveal(stock[#stock], "all") end -- (none when the deck ran out)
    end
  end,
  round_end = function(g, winner)
    local points = 25
    for s = 0, g.players - 1 do points = points + 5 * g:zone_size("stock", s) end
    if winner then g:add_points(winner, points) end
  end,
}
