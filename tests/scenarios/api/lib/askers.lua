-- askers: cards that ask g:choose_color and g:choose_seat wrongly (each a located error that
-- refuses the play) and rightly (a color among two; a seat among a list).
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
return rule { name = "askers", about = "the asking methods' test" }
