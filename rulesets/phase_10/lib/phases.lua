-- The ten Phases (init.lua) and the menus of a turn (turn.lua).
local M = {}
M.PHASES = { { { "set", 3 }, { "set", 3 } }, { { "set", 3 }, { "run", 4 } }, { { "set", 4 }, { "run", 4 } },
  { { "run", 7 } }, { { "run", 8 } }, { { "run", 9 } }, { { "set", 4 }, { "set", 4 } }, { { "color", 7 } },
  { { "set", 5 }, { "set", 2 } }, { { "set", 5 }, { "set", 3 } } }

-- The Phases on the table that card extends, as a menu: each { { pile, where }, words }.
function M.hits(g, card)
  local list, phase, laid = {}, g.vars.phase, g.vars.laid
  for s = 0, g.players - 1 do
    for i, pile in ipairs(laid[s] and g:piles("laid", s) or {}) do
      local cards, group = g:zone(pile), M.PHASES[phase[s]][i]
      local where = group and g:meld_fit(cards, group[1], card, "wild")
      for k, c in ipairs(where and cards or {}) do cards[k] = g:card_text(c) end
      local words = where and ("seat %d's %s: "):format(s, group[1]) .. table.concat(cards, ", ")
      if where then list[#list + 1] = { { pile, where }, words } end
    end
  end
  return list
end

-- The moves open to seat me after its draw: each way to lay down its Phase (until it is
-- down), then adding a card to a Phase (once it is), then the discard.
function M.steps(g, me)
  local list, hittable, hand = {}, {}, g:hand(me)
  for _, meld in ipairs(g.vars.laid[me] and {} or g:melds(hand, M.PHASES[g.vars.phase[me]], "wild")) do
    list[#list + 1] = { meld, ("lay down Phase %d: %s"):format(g.vars.phase[me], meld.label) }
  end
  for _, c in ipairs(g.vars.laid[me] and hand or {}) do if #M.hits(g, c) > 0 then hittable[#hittable + 1] = c end end
  if #hittable > 0 then list[1] = { hittable, "add a card to a Phase on the table" } end
  list[#list + 1] = { "discard", "discard a card, ending the turn" } -- (melds: 95 at most)
  return list
end
return M
