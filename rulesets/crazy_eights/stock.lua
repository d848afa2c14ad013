-- The stock. A player who draws goes on drawing until a card can be played (that card is
-- the one offered), or the stock is empty (option draw_until_playable). With the stock
-- empty and no reshuffle, a player who cannot play passes; once every seat has had a turn
-- without a play, the round is blocked: the lowest count left in hand wins it (a tie:
-- nobody does).
local function count(g, seat)
  local points = 0
  for _, c in ipairs(g:hand(seat)) do points = points + g:points(c) end
  return points
end

local function lowest(g)
  local best, who = math.huge, nil
  for s = 0, g.players - 1 do
    local p = count(g, s)
    if p < best then best, who = p, s elseif p == best then who = nil end
  end
  return who
end

return rule {
  name = "stock", about = "draw until you can play; a round nobody can finish is blocked",
  draw = function(g, seat, card)
    if not g.options.draw_until_playable or g:legal(seat, card) == true then return end
    local drawn = g:draw_until(seat, function(c) return g:legal(seat, c) == true end)
    if drawn[#drawn] and g:legal(seat, drawn[#drawn]) == true then g:offer(drawn[#drawn]) end
  end,
  after_play = function(g) g.vars.idle = 0 end,
  turn_start = function(g)
    if g:draw_pile_size() > 0 then g.vars.idle = 0; return end
    g.vars.idle = (g.vars.idle or 0) + 1
    if g.vars.idle > g.players then
      g:say("blocked: nobody can play")
      g:end_round(lowest(g))
    end
  end,
}
