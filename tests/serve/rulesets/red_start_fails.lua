-- red_start_fails: a rule whose start fails when the first card is red (for some seeds
-- only), to test that a `new` that fails keeps the game there was.
return rule {
  name = "red_start_fails", about = "a script error when the first card is red",
  first_card = function(g, card)
    if g:color_of(card) == "red" then error("the first card is red") end
  end,
}
