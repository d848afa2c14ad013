-- DOS: a player whose play leaves two cards calls "DOS" with it (the core judges the call
-- at the ruleset's call_at, 2). Without the call, any other player may catch them until the
-- next player's turn begins; caught, they draw dos_penalty cards. Calling in time escapes.
rule {
  name = "dos_call", about = "call DOS when a play leaves two cards",
  last_card = function(g, seat, card, called)
    if called or g:holds(seat) ~= 2 then return end -- (a call at another count is ignored)
    g:open_window { name = "dos", target = seat, words = "catch %s: DOS not called", own_words = "call DOS",
      run = function(g, by, target)
        if by == target then return g:say("DOS, just in time") end
        if g:holds(target) ~= 2 then return g:say("nothing to catch: not two cards now") end
        g:say("Caught without calling DOS: draws %d", g.options.dos_penalty)
        g:draw(target, g.options.dos_penalty)
      end }
  end,
}
