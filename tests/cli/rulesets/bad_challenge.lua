-- bad_challenge: a card judging a challenge of an effect that offers none (luno check must
-- say where: on_challenge goes with a color_draw).
card {
  name = "dare", label = "Dare", colored = false, points = 50, tags = { draw = 4 },
  effect = "draw",
  on_challenge = function(g, me) g:draw(me, 4) end,
}
