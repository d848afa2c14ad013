-- Wild (50 points): playable on anything, even when holding other playable cards; its
-- player declares the next color (any of the four, even the current one).
-- As the first card: the player to the dealer's left declares the color, then plays.
card {
  name = "wild", label = "Wild", colored = false, points = 50, copies = 4,
  about = "plays on anything; its player declares the next color",
  effect = "color", -- (g:set_color(g:choose_color(me)), which the core asks itself when no script must)
  on_first = function(g) g:set_color(g:choose_color(g:next_seat())) end,
}
