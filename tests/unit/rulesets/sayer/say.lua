-- Cards whose g:say has a format: a good one, and two that string.format refuses (each a
-- located error although nobody listens: line 8, a %d without its number; line 10, a %5.1f
-- given a word).
card { name = "quiet", points = 10, copies = 1,
       on_play = function(g, me)
                   g:say("seat %d holds %d", me, g:holds(me)) end }
card { name = "bad_count", points = 10, copies = 1,
       on_play = function(g, me) g:say("seat %d holds %d", me) end }
card { name = "bad_fancy", points = 10, copies = 1,
       on_play = function(g) g:say("[%5.1f]", "word") end }
-- A flood: 100 messages of 1 KiB (cut to 1023 bytes each), then a short one; a listener hears
-- 64 of them and a note, not the rest.
card { name = "flood", points = 10, copies = 1,
       on_play = function(g)
                   local line = string.rep("x", 1024)
                   for _ = 1, 100 do g:say(line) end
                   g:say("after the flood") end }
