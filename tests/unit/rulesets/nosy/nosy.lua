-- nosy: a rule whose state depends on how often it was asked a question, which a surface
-- does as often as it likes (hints, a bot's look ahead) and a replay does not repeat: it
-- counts legality questions in a file-level variable and writes the count to g.vars after
-- every play. A restore must notice that the rebuilt game is not the one it replaces.
local asked = 0

return rule {
  name = "nosy", about = "counts the legality questions it was asked into g.vars",
  legal = function(g, seat, card, ok)
    asked = asked + 1
    return ok
  end,
  after_play = function(g, seat, card) g.vars.asked = asked end,
}
