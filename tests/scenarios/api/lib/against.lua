-- Matching against a zone's card: a side card is dealt once the first card is flipped, and
-- each play says whether it matches that card (g:matches(card, other)).
rule {
  name = "against", zones = { { name = "side", face_up = true } },
  first_card = function(g) g:deal_to("side") end,
  after_play = function(g, seat, card)
    g:say("matches the side card: %s", tostring(g:matches(card, g:zone("side")[1])))
  end,
}
