-- Illegal plays are always refused. Under illegal_play_penalty (tournament sheet 2,
-- general page 1) the player also draws that many cards for trying; the card stays.
rule {
  name = "illegal_play",
  options = {
    illegal_play_penalty = option(0, "cards drawn for attempting an illegal play"),
  },
  active = function(o) return o.illegal_play_penalty > 0 end,
  illegal_play = function(g, seat)
    g:say("illegal play")
    g:draw(seat, g.options.illegal_play_penalty)
  end,
}
