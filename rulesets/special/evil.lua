-- Evil (reaction, 50 points): "never played as a normal card: its holder may use it at any
-- moment, on their own turn or another's. They take the top card of the discard pile into
-- their hand and the Evil card takes its place; the active color and symbol stay as they
-- were and the turn order does not change."
-- It is offered to its holder at every turn decision, whoever's turn it is; the decision
-- is then asked again. When the top is itself an Evil card nothing happens (the two Evil
-- cards would only trade places). As the round's first card it goes back and another is
-- flipped, like a Wild Draw Four.
card {
  name = "evil", label = "Evil", colored = false, points = 50, copies = 2,
  about = "at any moment, on any turn: take the top card of the discard pile into your hand"
          .. " and put Evil in its place; color and turn order stay",
  plays = "never", -- refused on a turn: "Evil is never played on a turn: it is used as a reaction"
  on_react = function(g, me, card)
    local top = g.top
    if not top or g:name(top) == g:name(card) then
      return g:say("Evil finds nothing: the top is already Evil, nothing happens")
    end
    g:give(top, me)
    g:to_discard(card)
    g:say("Evil: seat %d uses Evil and takes the %s from the discard pile", me, g:card_text(top))
  end,
  on_first = function(g) g:reflip() end,
}
