-- c_methods: cards calling g:ask_yes_no and g:force_draw (both C functions) wrongly (each a
-- located error that refuses the play) and rightly.
card { name = "bad_yes_no", label = "Bad Yes No", copies = 1,
       on_play = function(g, me) g:ask_yes_no(me, 42) end }
card { name = "bad_victim", label = "Bad Victim", copies = 1,
       on_play = function(g) g:force_draw(9, 2) end }
card { name = "bad_cause", label = "Bad Cause", copies = 1,
       on_play = function(g) g:force_draw(g:next_seat(), 2, "x") end }
card { name = "bad_count", label = "Bad Count", copies = 1,
       on_play = function(g) g:force_draw(g:next_seat(), "two") end }
card { name = "sure", label = "Sure", copies = 1,
       on_play = function(g, me, card)
         local yes = g:ask_yes_no(me, { prompt = "Sure?", optional = true })
         g:say("sure: " .. tostring(yes))
         g:force_draw(g:next_seat(), yes and 1 or 3, card)
       end }
return rule { name = "c_methods", about = "the C methods' test" }
