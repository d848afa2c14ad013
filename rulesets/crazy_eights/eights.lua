-- Eights are wild: one plays on any card, and its player names the suit to follow (any of
-- the four, its own too). 50 points left in a hand. An eight turned up to start the discard
-- pile goes back into the stock and another card is turned.
card {
  name = "8", label = "8", number = 8, points = 50,
  about = "plays on anything; its player names the next suit",
  plays = "always",
  on_play = function(g, me) g:set_color(g:choose_color(me, "Name the next suit")) end,
  on_first = function(g) g:reflip() end,
}
