-- Not hostile: makes its player pick a card from the next hand blind, so a bot is offered
-- cards its seat does not know (the spy bot test).
card { name = "blind_pick", colored = false, copies = 8, points = 50,
  on_first = function() end,
  on_play = function(g, me)
    local them = g:next_seat()
    local c = g:choose_card(me, g:hand(them))
    if c then g:give(c, me) end
  end }
