-- peek_row: the first card flipped, two cards go face down to the row; a Peek shows the
-- row's first card to everyone, a card of the table, nobody's hand.
card {
  name = "peek", label = "Peek", points = 20, copies = 4,
  about = "everyone sees the row's first card",
  on_play = function(g) g:reveal(g:zone("row")[1], "all") end,
}
return rule {
  name = "peek_row", zones = { { name = "row" } },
  first_card = function(g) g:deal_to("row", 2) end,
}
