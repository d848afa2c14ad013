-- few_numbers: a deck of the numbers 1 to 3 only (24 cards, two of each), so identical
-- cards meet often: the transcripts use it to reach jump-ins and catches in a few moves.
return rule {
  name = "few_numbers", about = "only the number cards 1 to 3",
  deck = function(card_type) return card_type.number ~= nil and card_type.number >= 1
                                    and card_type.number <= 3 end,
}
