-- no_specials (variation 1): "only number cards; 76-card deck; same color or same number."
-- Every card type without a number (actions, wilds, special cards) is left out of the deck.
return rule {
  name = "no_specials", about = "number cards only: a 76-card deck",
  deck = function(t) return t.number >= 0 end,
}
