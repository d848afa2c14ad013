-- classroom (RULES.md section 8): the classroom sheet's table: official + progressive,
-- uno_penalty=4, first_card=redraw_specials, and the quiz (house/quiz.lua).
return preset {
  about = "the classroom sheet: stacking, UNO costs 4, specials are never the first card, a quiz",
  rules = { "official", "progressive", "quiz" },
  set = { uno_penalty = 4, first_card = "redraw_specials" },
}
