-- faces: cards that misuse the double-sided and discard pile primitives, each raising a
-- located error (the play is refused and the game stays as it was).
card { name = "bury_on_top", label = "Bury On Top", copies = 1,
       on_play = function(g, me) g:insert(g:hand(me)[1], "top", "discard") end }
card { name = "bad_back", label = "Bad Back", copies = 1,
       on_play = function(g, me) g:set_back(g:hand(me)[1], "no_such_card") end }
card { name = "wild_back_color", label = "Wild Back Color", copies = 1,
       on_play = function(g, me) g:set_back(g:hand(me)[1], "wild", "red") end }
card { name = "turner", label = "Turner", copies = 1,
       on_play = function(g, me)
         local c = g:hand(me)[1]
         g:set_back(c, "skip", "green")
         g:turn_cards(c)
         local name, color = g:back_of(c)
         g:say(("face %s %s, back %s %s"):format(g:name(c), g:color_of(c), name, color))
       end }
return rule { name = "faces", about = "the double-sided primitives' test" }
