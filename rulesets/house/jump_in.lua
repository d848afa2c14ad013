-- jump_in (variation 8, official house rule): "a player holding a card identical to the top
-- (same color and same number or symbol; not wilds) may play it at any moment, out of
-- turn. Play then continues as if that player had just taken their turn."
-- A window opens whenever a turn begins (and again after a draw: turn actions close
-- windows) for every other seat holding such a card, but not for the player who put the
-- top there (g.played_by: one card per turn). Taken, the jumper plays the card, its effect applies from
-- the jumper's seat, and the turn passes on from there.
local function same(g, top)  -- a filter for the cards identical to top
  return top and not g:is_wild(top) and { name = g:name(top), color = g:color_of(top) }
end

local function open(g, current)
  local v, seats, like, last = g.vars, {}, same(g, g.top), g.played_by
  if v.jump_window then g:close_window(v.jump_window) end
  v.jump_window = nil
  if not like then return end
  for s = 0, g.players - 1 do
    if s ~= current and s ~= last and g:holds(s, like) > 0 then seats[#seats + 1] = s end
  end
  if #seats == 0 then return end
  v.jump_window = g:open_window { name = "jump_in", seats = seats, run = function(g, by)
    local now = same(g, g.top)  -- the hands or the top may have changed since it opened
    local card = now and g:hand(by, now)[1]
    if not card then return end
    g:say("jumps in")
    g:set_current(by)
    g:play(by, card)
  end }
end

return rule {
  name = "jump_in", about = "play a card identical to the top at any moment, out of turn",
  turn_start = function(g, seat) open(g, seat) end,
  draw = function(g, seat) open(g, seat) end,
}
