-- Matching the center row (init.lua states the rules). A card is legal when it can match a
-- row card alone, or with another card of the hand as a pair. Played, it takes a row card
-- (the player picks when several fit); the second card of a pair is the seat's next play,
-- the only kind it may make until the pair is whole. After a match the seat plays again
-- or stops. turn_end (row.lua) pays the color bonuses.
local function any(g, c) return g:tag(c, "any_number") == true end
local function same_color(g, a, b)
  return g:color_of(a) == nil or g:color_of(b) == nil or g:color_of(a) == g:color_of(b)
end
-- whether card c alone matches row card t; whether c and y together add up to it (a
-- Wild # makes up what the other lacks, at least 1)
local function single(g, c, t) return any(g, t) or any(g, c) or g:number(c) == g:number(t) end
local function pair(g, c, y, t)
  local need = not any(g, t) and g:number(t)
  if not need or c == y then return false end
  local a, b = g:number(c), g:number(y)
  if a and b then return a + b == need end
  return (a or b or 1) < need
end
-- the row cards card c can match, alone or with another card of seat's hand (first: the
-- first one only, for the legal hook)
local function targets(g, seat, c, first)
  local out, hand = {}, nil
  for _, t in ipairs(g:zone("row")) do
    local ok = single(g, c, t)
    hand = hand or not ok and g:hand(seat)
    for i = 1, ok and 0 or #hand do ok = ok or pair(g, c, hand[i], t) end
    if ok then out[#out + 1] = t end
    if ok and first then break end
  end
  return out
end

-- A match is made: the row card goes to the discard pile; a color match earns a card to
-- add to the row at the end of the turn (and with a pair, every other seat draws one).
local function matched(g, seat, t, colored, cards)
  local v = g.vars
  g:to_discard(t)
  v.matches = (v.matches or 0) + 1
  if colored then v.bonus = (v.bonus or 0) + 1 end
  if colored and cards == 2 then
    g:say("Double color match: a card to the row, and everyone else draws one")
    for s = 0, g.players - 1 do if s ~= seat then g:draw(s, 1) end end
  elseif colored then
    g:say("Single color match: a card to the row at the end of the turn")
  end
  if g:zone_size("row") > 0 and g:holds(seat) > 0 then g:play_again() end
end

rule {
  name = "dos_match", about = "match center row cards by number or by pairs adding up to them",
  legal = function(g, seat, card, ok)
    local v = g.vars
    if v.pair_first then -- only the pair's second card: no other play, no stop (or draw)
      return card ~= nil and pair(g, v.pair_first, card, v.pair_target),
             "the pair on %s needs its second card", g:card_text(v.pair_target)
    end
    if card == nil then return true end
    return #targets(g, seat, card, true) > 0, "%s matches no center row card, alone or in a pair",
           g:card_text(card)
  end,
  after_play = function(g, seat, card)
    local v = g.vars
    if v.pair_first then -- the pair is whole
      local t, first = v.pair_target, v.pair_first
      v.pair_first, v.pair_target = nil, nil
      g:say("seat %d matches %s with %s and %s", seat, g:card_text(t), g:card_text(first),
            g:card_text(card))
      return matched(g, seat, t, same_color(g, first, t) and same_color(g, card, t), 2)
    end
    local fits = targets(g, seat, card)
    local t = #fits == 1 and fits[1] or g:choose_card(seat, fits, { prompt = "which center card?" })
    if single(g, card, t) then
      g:say("seat %d matches %s with %s", seat, g:card_text(t), g:card_text(card))
      return matched(g, seat, t, same_color(g, card, t), 1)
    end
    g:say("seat %d starts a pair on %s: the next card must make the two add up to %d", seat,
          g:card_text(t), g:number(t))
    v.pair_first, v.pair_target = card, t -- the next play completes it
    g:play_again()
  end,
}
