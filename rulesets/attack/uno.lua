-- UNO: as the official rule (call with the next-to-last card; any other player may catch a
-- player who did not until the next player begins), but a caught player presses the
-- launcher uno_penalty times instead of drawing.
local launcher = require "attack.lib.launcher"

rule {
  name = "uno", replaces = "uno", -- official's rule, with presses for penalties
  options = {
    uno_penalty = option(2, "presses of the launcher for a player caught not calling UNO"),
    false_uno_penalty = option(0, "presses for calling UNO without one card left"),
  },
  last_card = function(g, seat, card, called)
    local left = g:holds(seat)
    if left == 0 then return end -- they went out: a call is moot
    if called and left ~= 1 and g.options.false_uno_penalty > 0 then
      g:say("false UNO")
      launcher.presses(g, seat, g.options.false_uno_penalty)
    elseif left == 1 and not called then
      g:open_window { name = "uno", target = seat, words = "catch %s: UNO not called", own_words = "call UNO",
        run = function(g, by, target)
          if by == target then return g:say("UNO, just in time") end
          if g:holds(target) ~= 1 then return g:say("nothing to catch: more than one card now") end
          g:say("caught without calling UNO")
          launcher.presses(g, target, g.options.uno_penalty)
        end }
    end
  end,
}
