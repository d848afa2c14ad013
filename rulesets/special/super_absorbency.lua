-- Super Absorbency (wild, 50 points): "the next player takes one random card from every
-- other player's hand (empty hands give nothing), then plays their turn as usual". Its
-- player declares the color first. The player of the card is one of the "other players".
-- A hand whose last card is taken is empty: that player has gone out and wins the round.
card {
  name = "super_absorbency", label = "Super Absorbency", colored = false, points = 50, copies = 2,
  about = "the next player takes one random card from every other hand, then plays as usual; declare the color",
  on_play = function(g, me)
    g:set_color(g:choose_color(me))
    local taker = g:next_seat()
    for i = 1, g.players - 1 do
      local s = g:next_seat(taker, i)
      local card = g:take_random(s, taker)
      if card then
        g:say("Super Absorbency: seat %d absorbs a random card from seat %d", taker, s)
        g:tell(s, "Super Absorbency takes your %s", g:card_text(card))
      end
    end
  end,
}
