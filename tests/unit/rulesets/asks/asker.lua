-- Asks its player a player, an optional card, a direction and yes/no; keeps the answers
-- (and a roll of math.random) in g.vars.answers.
card {
  name = "asker", points = 10, copies = 1,
  on_play = function(g, me)
    local who = g:choose_player(me, { others = true })
    local card = g:choose_card(me, g:hand(me), { optional = true })
    local dir = g:choose_direction(me)
    local yes = g:ask_yes_no(me, "Really?")
    g.vars.answers = { who = who, card = card or -1, dir = dir, yes = yes, roll = math.random(6) }
  end,
}
