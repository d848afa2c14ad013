-- 7s and 0s: after a 7 its player must swap hands with another player of their choice;
-- after a 0 every hand passes to the next player in the direction of play. A 7 or 0 that
-- goes out ends the round first.
return rule {
  name = "no_mercy_seven_zero", about = "after a 7 swap hands; after a 0 every hand passes on",
  cards = { "7", "0" },
  after_play = function(g, seat, card)
    if g:holds(seat) == 0 then return end
    if g:number(card) == 0 then return g:pass_hands(g.direction) end
    local others = {}
    for s = 0, g.players - 1 do
      if s ~= seat and not g:is_out(s) then others[#others + 1] = s end
    end
    if #others == 0 then return end -- (everyone else is out: nobody to swap with)
    g:swap_hands(seat, g:choose_seat(seat, { among = others, prompt = "Swap hands with whom?" }))
  end,
}
