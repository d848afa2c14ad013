-- UNO: a player who plays their next-to-last card must call "UNO" with or before the play.
-- If they did not, any other player may catch them until the next player begins their
-- turn; caught, they draw uno_penalty cards. They escape by calling before being caught.
-- Calling when, after the play, they would not hold exactly one card costs
-- false_uno_penalty cards (0: the call is simply ignored).
rule {
  name = "uno",
  options = {
    uno_penalty = option(2, "cards drawn by a player caught not calling UNO"),
    false_uno_penalty = option(0, "cards drawn for calling UNO without one card left"),
  },
  last_card = function(g, seat, card, called)
    local left = g:holds(seat)
    if left == 0 then return end -- they went out: a call is moot
    if called and left ~= 1 and g.options.false_uno_penalty > 0 then
      g:say("false UNO")
      g:draw(seat, g.options.false_uno_penalty)
    elseif left == 1 and not called then
      g:open_window { name = "uno", target = seat, words = "catch %s: UNO not called", own_words = "call UNO",
        run = function(g, by, target)
          if by == target then return g:say("UNO, just in time") end
          if g:holds(target) ~= 1 then return g:say("nothing to catch: more than one card now") end
          g:say("caught without calling UNO")
          g:draw(target, g.options.uno_penalty)
        end }
    end
  end,
}
