-- askers: cards that ask g:choose_color, g:choose_seat, g:choose_card wrongly (located errors
-- refusing the play) and rightly (a color, seat or card among a list; no text for a prompt).
card { name = "bad_colors", label = "Bad Colors", copies = 1,
       on_play = function(g, me) g:choose_color(me, { colors = { "red", "mauve" } }) end }
card { name = "empty_colors", label = "Empty Colors", copies = 1,
       on_play = function(g, me) g:choose_color(me, { colors = {} }) end }
card { name = "bad_among", label = "Bad Among", copies = 1,
       on_play = function(g, me) g:choose_seat(me, { among = 5 }) end }
card { name = "empty_among", label = "Empty Among", copies = 1,
       on_play = function(g, me) g:choose_seat(me, { among = {} }) end }
card { name = "bad_asker", label = "Bad Asker", copies = 1,
       on_play = function(g) g:choose_seat(17) end }
card { name = "bad_prompt", label = "Bad Prompt", copies = 1,
       on_play = function(g, me) g:choose_color(me, 42) end }
card { name = "asker", label = "Asker", copies = 1,
       on_play = function(g, me)
         local c = g:choose_color(me, { colors = { "green", "blue" }, prompt = "Green or blue?" })
         local s = g:choose_seat(me, { among = { 2 }, optional = true })
         g:say(("asked %s %s"):format(c, tostring(s)))
       end }
card { name = "bad_cards", label = "Bad Cards", copies = 1,
       on_play = function(g, me) g:choose_card(me, "all") end }
card { name = "bad_card", label = "Bad Card", copies = 1,
       on_play = function(g, me) g:choose_card(me, { g:hand(me)[1], 999 }) end }
card { name = "bad_card_opts", label = "Bad Card Opts", copies = 1,
       on_play = function(g) g:choose_card(99, {}, 42) end }
card { name = "card_asker", label = "Card Asker", copies = 1,
       on_play = function(g, me)
         local none = g:choose_card(me, {})
         local s = g:choose_seat(me, { others = true, prompt = {} })
         local c = g:choose_card(s, g:hand(s), { prompt = 7, optional = true })
         g:say(("picked %s %s %s"):format(tostring(none), s, c and g:card_text(c) or "nothing"))
       end }
return rule { name = "askers", about = "the asking methods' test" }
