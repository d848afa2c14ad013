-- The launcher replaces the draw: a player who does not play presses it once, takes what
-- comes out (maybe nothing), and the turn is over, playable or not.
local launcher = require "attack.lib.launcher"

rule {
  name = "launcher", about = "a press of the launcher instead of a draw: a random number of cards, or none",
  draw_word = "press",
  options = {
    press_nothing = option(50, "percent of presses that shoot no card"),
    press_most = option(4, "the most cards one press shoots (1 to this many, evenly)"),
  },
  instead_of_draw = function(g, seat) launcher.press(g, seat) end,
  shows = function(g) -- a line under the pile, in every view
    return string.format("Launcher: %d cards inside; a press shoots nothing %d%% of the time, else 1 to %d",
                         g:draw_pile_size(), g.options.press_nothing, math.max(1, g.options.press_most))
  end,
}
