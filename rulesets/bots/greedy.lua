-- greedy: a simple strategy bot. It sees only its seat's view (lua/API.md, "Bots").
-- On its turn it sheds its most valuable legal card (never a bluff), saving wild cards
-- for when nothing else fits; it calls UNO; it declares the color it holds most of; it
-- aims choices at the player with the fewest cards; it never challenges; optional choices
-- it takes.
local function count_colors(view)
  local n = {}
  for _, c in ipairs(view.hand) do
    if c.color then n[c.color] = (n[c.color] or 0) + 1 end
  end
  return n
end

-- The option index that maximizes score(option), or nil when no option scores.
local function best(options, score)
  local pick, top = nil, nil
  for i, o in ipairs(options) do
    local s = score(o)
    if s and (not top or s > top) then pick, top = i, s end
  end
  return pick
end

local function decide_turn(view, ask)
  local pick = best(ask.options, function(o)
    if o.type ~= "play" or o.bluff then return nil end
    return o.card.wild and o.card.points - 100 or o.card.points
  end)
  if pick then return pick, #view.hand == (view.call_at or 1) + 1 end
  return best(ask.options, function(o) return (o.type == "draw" and 2) or (o.type == "pass" and 1) end)
end

return {
  name = "greedy",
  decide = function(view, ask)
    if ask.kind == "turn" then return decide_turn(view, ask) end
    if ask.kind == "color" then
      local held = count_colors(view)
      return best(ask.options, function(o) return o.color and (held[o.color] or 0) end) or 1
    end
    if ask.kind == "seat" then
      return best(ask.options, function(o) return o.value and -view.hand_sizes[o.value] end) or 1
    end
    if ask.kind == "yes_no" then
      return best(ask.options, function(o) return o.value == 0 and 1 or 0 end)
    end
    return best(ask.options, function(o) return o.type == "choose" and 1 or 0 end) or 1
  end,
}
