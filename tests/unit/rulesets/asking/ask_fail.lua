-- ask_fail: after every play its player names a color, and naming red fails the play: a
-- script error after an answer was given, so a rollback must take the answer back too.
return rule {
  name = "ask_fail", about = "after each play a color is named; red fails the play",
  after_play = function(g, seat)
    if g:choose_color(seat) == "red" then error("planned failure: red named") end
  end,
}
