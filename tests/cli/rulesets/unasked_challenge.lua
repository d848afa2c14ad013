-- unasked_challenge: a color_draw with an on_challenge but a play that can never be a bluff,
-- so its challenge is never offered (luno check notes it, with the line).
card {
  name = "dare", label = "Dare", colored = false, points = 50, tags = { draw = 4 },
  effect = "color_draw",
  on_challenge = function(g, me) g:draw(me, 4) end,
}
