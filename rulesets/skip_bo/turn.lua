-- A turn, one menu at a time: the hand is filled to five, then cards go onto the building
-- piles until the seat discards one from its hand onto a discard pile of its own (an
-- emptied hand draws five more); a lap of seats that cannot move blocks the round.
local piles = require "skip_bo.lib.piles"

return rule {
  name = "skip_bo_turn", about = "a turn of plays onto the building piles, ended by a discard",
  turn_start = function(g, me)
    local move, n = nil, g.options.hand_size
    repeat
      if g:holds(me) < n and (not move or g:holds(me) == 0) then g:draw(me, n - g:holds(me)) end
      local list, stock = piles.moves(g, me), g:top_of("stock", me)
      move = #list > 0 and g:choose(me, list, { prompt = "Your move" })
      g.vars.idle = move and 0 or (g.vars.idle or 0) + 1
      if type(move) == "table" then piles.build(g, move[1], move[2]) end
      local now = g:top_of("stock", me)
      if now and now ~= stock then g:reveal(now, "all") end -- (the next card turned up)
    until type(move) ~= "table" or not g:top_of("stock", me)
    if move == "discard" then
      local card = g:choose_card(me, g:hand(me), "Discard which card?")
      g:to_zone(card, g:choose(me, piles.discards(g, me), "On which discard pile?"))
    end
    if g.vars.idle >= g.players then g:end_round() else g:end_turn() end
  end,
}
