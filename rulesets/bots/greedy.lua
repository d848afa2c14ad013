-- greedy: a simple strategy bot. It sees only its seat's view (lua/API.md, "Bots").
-- On its turn it sheds its most valuable legal card (never a bluff), saving wild cards
-- for when nothing else fits; it calls UNO; it declares the color it holds most of; it
-- aims choices at the player with the fewest cards; it never challenges; optional choices
-- it takes; where a rule says which answer it prefers (`prefer`), it gives that one.
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

-- On its turn: the play worth most (its card's points; a wild's 100 fewer, kept for when
-- nothing else fits; never a bluff), calling UNO when it leaves the last card; else draw,
-- else pass. (A plain loop: this is the bot `luno sim` times most.)
local function decide_turn(view, ask)
  local options = ask.options
  local pick, top
  for i = 1, #options do
    local o = options[i]
    if o.type == "play" and not o.bluff then
      local card = o.card
      local worth = card.wild and card.points - 100 or card.points
      if not top or worth > top then pick, top = i, worth end
    end
  end
  if pick then return pick, #view.hand == (view.call_at or 1) + 1 end
  local draw, pass
  for i = 1, #options do
    local kind = options[i].type
    if kind == "draw" then draw = draw or i elseif kind == "pass" then pass = pass or i end
  end
  return draw or pass
end

return {
  name = "greedy",
  decide = function(view, ask)
    if ask.prefer then return ask.prefer end -- (the rule's own pick: `prefer`)
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
