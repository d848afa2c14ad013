-- The first card's effects are each card's own (on_first, else on_play as if the dealer
-- had played it). Option first_card=redraw_specials (the classroom sheet) instead shuffles
-- any card that is not a number back into the deck and flips another.
rule {
  name = "first_card",
  options = {
    first_card = option("official", "first card: its effect, or redraw any non-number card",
                        { "official", "redraw_specials" }),
  },
  active = function(o) return o.first_card == "redraw_specials" end,
  first_card = function(g, card)
    if g:number(card) then return end
    g:say("%s is not a number card: it goes back into the deck, and another is turned",
          g:card_text(card))
    g:reflip()
  end,
}
