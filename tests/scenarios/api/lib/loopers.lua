-- loopers: cards that draw and flip in loops: a stop that asks its player (the loop goes
-- on when the answer comes), a max, stops that are filters, and wrong arguments (located
-- errors).
card { name = "ask_draw", label = "Ask Draw", copies = 1,
       on_play = function(g, me)
         local got = g:draw_until(me, function() return g:ask_yes_no(me, "Enough?") end, 3)
         g:say("drew " .. #got)
       end }
card { name = "flip_two", label = "Flip Two", copies = 1,
       on_play = function(g)
         local got = g:flip_until(function() return false end, 2)
         g:say("flipped " .. #got .. ", top " .. g:card_text(g.top))
       end }
card { name = "bad_stop", label = "Bad Stop", copies = 1,
       on_play = function(g, me) g:draw_until(me, 42) end }
card { name = "bad_max", label = "Bad Max", copies = 1,
       on_play = function(g) g:flip_until(function() return true end, -1) end }
card { name = "draw_yellow", label = "Draw Yellow", copies = 1,
       on_play = function(g, me)
         local drawn = g:draw_until(me, { color = "yellow" })
         local flipped = g:flip_until("green", 3)
         g:say("drew %d, flipped %d, top %s", #drawn, #flipped, g:card_text(g.top))
         -- filters: two fields at once, and one read through a metatable's __index
         local blue = setmetatable({}, { __index = { color = "blue" } })
         g:say("blue %d, blue 5 %d, 5 %d", g:holds(me, blue), g:holds(me, { color = "blue", number = 5 }),
               g:holds(me, { number = 5, wild = false }))
       end }
return rule { name = "loopers", about = "the loop methods' test" }
