-- farshot: makes the seat two places on draw 2 (it is not the next to play), and says what
-- the table was before the play: g.color_before, g.symbol_before, g.played_by.
card {
  name = "farshot", label = "Farshot", points = 20, copies = 1,
  on_play = function(g, me, card)
    g:say(("before: %s %s, played by seat %s"):format(g.color_before, g.symbol_before, g.played_by))
    g:force_draw(g:next_seat(me, 2), 2, card)
  end,
}
