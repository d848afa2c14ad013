-- peek: after every play its player is shown the next seat's first card (and only they
-- are), and a window opens that only the seat after that may take: what each viewer is
-- told of a reveal and of a window (tests/serve/told.py).
return rule {
  name = "peek", about = "after a play, its player sees one card of the next hand",
  after_play = function(g, seat)
    local them = g:next_seat(seat)
    local cards = g:hand(them)
    if #cards > 0 then g:reveal({ cards[1] }, seat) end
    g:open_window { name = "bell", seats = { g:next_seat(them) }, run = function() end }
  end,
}
