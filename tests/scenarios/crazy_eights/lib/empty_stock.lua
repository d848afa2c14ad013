-- empty_stock (a test rule): once the first card is turned, every card left in the stock
-- goes under the discard pile, so the round is played with an empty stock.
return rule {
  name = "empty_stock",
  first_card = function(g)
    local held = {}
    for s = 0, g.players - 1 do
      for _, c in ipairs(g:hand(s)) do held[c] = true end
    end
    for _, c in ipairs(g:deck()) do
      if not held[c] and c ~= g.top then g:insert(c, "bottom", "discard") end
    end
  end,
}
