-- The wilds of the launcher (50 points): each declares the next color, then hits.
-- As the first card, each goes back and another is flipped.
local launcher = require "attack.lib.launcher"

-- Wild All Hit: every other player presses once, from the next one on in play order;
-- then play goes on as usual.
card {
  name = "wild_all_hit", label = "Wild All Hit", colored = false, points = 50, copies = 2,
  about = "declare the color; every other player presses the launcher once",
  on_play = function(g, me)
    g:set_color(g:choose_color(me))
    for step = 1, g.players - 1 do launcher.press(g, g:next_seat(me, step)) end
  end,
  on_first = function(g) g:reflip() end,
}

-- Wild Hit-Fire: the next player presses until cards come out, and loses the turn.
card {
  name = "wild_hit_fire", label = "Wild Hit-Fire", colored = false, points = 50, copies = 2,
  about = "declare the color; the next player presses until cards come out and loses the turn",
  on_play = function(g, me)
    g:set_color(g:choose_color(me))
    launcher.presses(g, g:next_seat(), "until")
    g:skip()
  end,
  on_first = function(g) g:reflip() end,
}
