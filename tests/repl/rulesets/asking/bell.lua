-- Bell (20 points): rings a bell; until the next turn action anyone may answer it (a
-- reaction window with no target), and whoever does draws a card for the noise.
card {
  name = "bell", label = "Bell", points = 20, copies = 2,
  on_play = function(g)
    g:open_window { name = "ring", run = function(g, by)
      g:say("answers the bell")
      g:draw(by, 1)
    end }
  end,
}
