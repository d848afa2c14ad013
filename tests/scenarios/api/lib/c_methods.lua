-- c_methods: cards calling g:ask_yes_no, g:force_draw, g:reveal, g:give, g:take_random,
-- g:swap_hands, g:set_current, g:play (C) wrongly (located errors, no play) and rightly.
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
card { name = "bad_reveal", label = "Bad Reveal", copies = 1,
       on_play = function(g, me) g:reveal("x", me) end }
card { name = "bad_revealed", label = "Bad Revealed", copies = 1,
       on_play = function(g, me) g:reveal({ g.top, 999 }, me) end }
card { name = "bad_give", label = "Bad Give", copies = 1,
       on_play = function(g) g:give(g.top, 9) end }
card { name = "bad_take", label = "Bad Take", copies = 1,
       on_play = function(g, me) g:take_random(me, -1) end }
card { name = "mover", label = "Mover", copies = 1,
       on_play = function(g, me)
         local took = g:take_random(2, me)
         g:reveal(g:hand(0), "all")
         g:give(g:hand(0)[1], 2)
         g:say(("took %s, seat 0 shown"):format(g:card_text(took)))
       end }
card { name = "bad_swap", label = "Bad Swap", copies = 1,
       on_play = function(g, me) g:swap_hands(me, 9) end }
card { name = "bad_current", label = "Bad Current", copies = 1,
       on_play = function(g) g:set_current("x") end }
card { name = "bad_play_seat", label = "Bad Play Seat", copies = 1,
       on_play = function(g) g:play(9, g.top) end }
card { name = "bad_play_card", label = "Bad Play Card", copies = 1,
       on_play = function(g) g:play(g:next_seat(), 999) end }
card { name = "bad_play_hand", label = "Bad Play Hand", copies = 1,
       on_play = function(g, me) g:play(me, g:hand(g:next_seat())[1]) end }
card { name = "encore", label = "Encore", copies = 1, -- the next seat plays its first card now
       on_play = function(g)
         local next = g:next_seat()
         g:set_current(next)
         g:play(next, g:hand(next)[1])
         g:say("encore played, the color is " .. tostring(g.color))
       end }
return rule { name = "c_methods", about = "the C methods' test" }
