-- The dark side's own cards: faces only (copies = 0: no card shows them when dealt; they
-- are the backs sides.lua gives).
card { name = "draw_five", label = "Draw Five", points = 20, copies = 0, tags = { draw = 5 },
       about = "the next player draws 5 and loses the turn", effect = "draw" }
card { name = "skip_everyone", label = "Skip Everyone", points = 30, copies = 0,
       about = "every other player loses the turn: its player plays again",
       on_play = function(g, me) g:set_next(me) end }
-- Wild Draw Color: the next player draws until a card of the named color comes, and loses
-- the turn.
card { name = "wild_draw_color", label = "Wild Draw Color", colored = false, points = 60,
       copies = 0, about = "name a color; the next player draws until it comes, loses the turn",
       on_play = function(g, me)
         local color = g:choose_color(me, { colors = g.vars.colors })
         g:set_color(color)
         g:draw_until(g:next_seat(), function(c) return g:color_of(c) == color end)
         g:skip()
       end }
