-- bad_challenge_by: a color_draw whose challenge_by names no option (luno check must name
-- the card and the option).
card {
  name = "dare", label = "Dare", colored = false, points = 50, tags = { draw = 4 },
  plays = "without_active_color", effect = "color_draw", challenge_by = "dares",
  on_challenge = function(g, me) g:draw(me, 4) end,
}
