-- stateful: a card whose effect depends on a file-level counter, so a game plays differently
-- after others (state kept outside g.vars): `luno check` warns.
local plays = 0
card {
  name = "tick", points = 5,
  on_play = function(g)
    plays = plays + 1
    if plays % 2 == 0 then g:skip() end
  end,
}
