-- A card declared twice in one file, a number outside 0..9, a legal hook returning nil.
card { name = "boom", points = 20, number = 12 }
card { name = "boom", points = 30 }
rule {
  name = "nilly",
  legal = function(g, seat, card, ok)
    if card and g:name(card) == "boom" then return nil end
    return ok
  end,
}
