-- The deal: after the hands, each seat's stock pile, face down with its top turned up.
return rule {
  name = "skip_bo_deal", about = "deals each seat a stock pile, its top face up",
  round_start = function(g)
    local n = g.options.stock > 0 and g.options.stock or g.players <= 4 and 30 or 20
    for s = 0, g.players - 1 do
      local stock = g:deal_to("stock", n, s)
      if #stock > 0 then g:reveal(stock[#stock], "all") end -- (none when the deck ran out)
    end
  end,
}
