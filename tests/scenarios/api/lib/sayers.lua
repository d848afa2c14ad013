-- sayers: cards that say and tell with a format, g:say(fmt, ...), rightly and wrongly (a
-- format string.format refuses is a located error that refuses the play).
card { name = "counter", label = "Counter", copies = 1,
       on_play = function(g, me) g:say("seat %d holds %d cards, 100%% %s", me, g:holds(me), "sure") end }
card { name = "fancy", label = "Fancy", copies = 1,
       on_play = function(g, me) g:tell(me, "[%5.1f|%-3s|%x|%d]", 2.5, "a", 255, 3.0) end }
card { name = "plain", label = "Plain", copies = 1,
       on_play = function(g) g:say("100% plain, no format") end }
card { name = "bad_count", label = "Bad Count", copies = 1,
       on_play = function(g, me) g:say("seat %d holds %d cards", me) end }
card { name = "bad_type", label = "Bad Type", copies = 1,
       on_play = function(g) g:say("seat %d", "me") end }
card { name = "bad_format", label = "Bad Format", copies = 1,
       on_play = function(g, me) g:tell(me, "100%", me) end }
card { name = "lister", label = "Lister", copies = 1,  -- whether anyone listens is not a script's to know
       on_play = function(g)
         if g.listening then g:say("listening, on the %s", g:card_text(g.top)) end
       end }
return rule { name = "sayers", about = "g:say and g:tell with a format: the API's test" }
