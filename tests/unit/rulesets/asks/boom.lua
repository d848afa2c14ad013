-- Its effect indexes nil: a runtime error reported as boom.lua:5.
card {
  name = "boom", points = 10, copies = 1,
  on_play = function(g, me)
    local hand = nil; return hand.size
  end,
}
