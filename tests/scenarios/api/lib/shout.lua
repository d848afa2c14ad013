-- shout: a card whose label and said line hold terminal escapes (clear the screen, set the
-- window title); the host shows them as \x1b..., so no terminal obeys them.
card {
  name = "shout", label = "Shout\27]0;pwned\7", points = 20, copies = 1,
  on_play = function(g, me) g:say("clear\27[2J now") end,
}
