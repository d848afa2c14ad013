-- The pass: once the first card is up, each player chooses a card of their hand; then
-- every chosen card goes to its chooser's partner, all at once (nobody passes on a card
-- just received). It happens as the round's first turn begins.
rule {
  name = "pass_to_partner", about = "each round, each player passes a card face down to their partner",
  options = { pass_card = option(true, "each player passes a card to their partner after the deal") },
  active = function(o) return o.pass_card end,
  turn_start = function(g, seat)
    if g.vars.passed == g.round then return end
    g.vars.passed = g.round
    local chosen = {}
    for step = 0, g.players - 1 do
      local s = g:next_seat(seat, step)
      local hand = g:hand(s)
      local partner = g:partners(s)[1]
      if #hand > 0 then
        chosen[s] = g:choose_card(s, hand, ("Pass which card to your partner, seat %d?"):format(partner))
      end
    end
    for s = 0, g.players - 1 do
      local card, partner = chosen[s], g:partners(s)[1]
      if card then
        g:give(card, partner)
        g:tell(partner, "seat %d passes you %s", s, g:card_text(card))
      end
    end
    g:say("each player passes a card to their partner")
  end,
}
