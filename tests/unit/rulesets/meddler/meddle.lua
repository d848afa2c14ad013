-- Its can_play question draws a card: an error (questions may not change the game).
card {
  name = "meddle", points = 10, copies = 1,
  can_play = function(g, me)
    g:draw(me, 1)
    return true
  end,
}
