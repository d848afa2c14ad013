-- classroom (RULES.md section 8): the classroom sheet's table: official + progressive,
-- uno_penalty=4, first_card=redraw_specials. (The quiz joins it with its own issue.)
return preset {
  about = "the classroom sheet: stacking, UNO costs 4, specials are never the first card",
  rules = { "official", "progressive" },
  set = { uno_penalty = 4, first_card = "redraw_specials" },
}
