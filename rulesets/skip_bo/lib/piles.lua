-- The piles of a Skip-Bo turn (turn.lua): what a seat may build, and building.
local M = {}

-- The moves open to seat, best first: its stock's top, its discard piles' tops, then its
-- hand onto a building pile that needs the card's number (a Skip-Bo any); then a discard.
function M.moves(g, me)
  local from, list, builds, needs = { { g:top_of("stock", me), "your stock's " } }, {}, g:piles("build"), {}
  for i, p in ipairs(g:piles("pile", me)) do from[#from + 1] = { g:top_of(p), "pile " .. i .. "'s " } end
  for _, c in ipairs(g:hand(me)) do from[#from + 1] = { c, "" } end
  for i, b in ipairs(builds) do needs[i] = g:zone_size(b) + 1 end
  for _, f in ipairs(from) do
    local any, n = f[1] and g:is_wild(f[1]), f[1] and g:number(f[1]) -- (read once, not per pile)
    for i, b in ipairs(builds) do
      if f[1] and (any or n == needs[i]) then
        list[#list + 1] = { { f[1], b }, ("%s%s on build %d"):format(f[2], g:card_text(f[1]), i) }
      end
    end
  end
  if g:holds(me) > 0 then list[#list + 1] = { "discard", "discard a card, ending the turn" } end
  return list
end

-- Moves card onto the building pile b; a pile that reaches 12 is set aside ("done").
function M.build(g, card, b)
  g:to_zone(card, b)
  if g:zone_size(b) == 12 then for _, c in ipairs(g:zone(b)) do g:to_zone(c, "done") end end
end

-- The discard piles of seat as a menu: each named with its top card.
function M.discards(g, me)
  local list = {}
  for i, p in ipairs(g:piles("pile", me)) do
    local t = g:top_of(p)
    list[i] = { p, ("pile %d (%s)"):format(i, t and g:card_text(t) or "empty") }
  end
  return list
end
return M
