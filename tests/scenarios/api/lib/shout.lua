-- shout: a card whose said line holds a terminal escape (clear the screen); the host shows
-- it as \x1b..., so no terminal obeys it. (A label, like every declared text, may hold no
-- control byte at all: cli.declare_label.)
card {
  name = "shout", label = "Shout", points = 20, copies = 1,
  on_play = function(g, me) g:say("clear\27[2J now") end,
}
