-- classroom (RULES.md section 8): the classroom sheet's table: official + progressive with
-- Draw Twos and Wild Draw Fours stacking on each other ("more than one draw 2 or draw 4 in a
-- row, pick up the total"), uno_penalty=4, first_card=redraw_specials, the quiz
-- (house/quiz.lua), Wild Draw Four playable any time ("Wild cards and Draw 4 cards can be
-- played at any time") and the victim of a Draw card playing on after drawing ("Next player
-- also picks up 4 cards. They then play a card that colour").
return preset {
  about = "the classroom sheet: stacking, UNO costs 4, specials are never the first card, a quiz",
  rules = { "official", "progressive", "quiz" },
  set = { uno_penalty = 4, first_card = "redraw_specials", stack_four_on_two = true,
          stack_two_on_four = true, wd4_restricted = false, draw_loses_turn = false },
}
