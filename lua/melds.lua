-- melds.lua: groups of cards laid down together, as rummy games lay them (Phase 10): a set
-- (cards of one number), a run (numbers in a row) or a color (cards of one color), wild
-- cards standing in for any card. g:melds finds the ways a list of cards makes the groups
-- a rule asks for; g:meld_fit says where a card would extend a group already laid. Run once
-- per Lua state after game.lua, with the same `core` and the methods of g.
local _, _, M = ...
local S, G = M.S, M.G
local fail = S.fail
local type, ipairs, tostring = type, ipairs, tostring
local concat, format = table.concat, string.format

local KINDS = { set = true, run = true, color = true }

-- The cards that stand in for any card: those named `wild` (a name or a list of names), or,
-- without it, every wild card that has no number. A test named by one name is made once
-- (g:meld_fit runs for every card and every group a turn looks at).
local by_name = {}
local function wild_test(g, wild, what)
  if wild == nil then return function(c) return g:is_wild(c) and g:number(c) == nil end end
  if by_name[wild] then return by_name[wild] end
  local names = type(wild) == "table" and wild or { wild }
  local set = {}
  for _, n in ipairs(names) do
    if type(n) ~= "string" then fail("%s: wild is a card name or a list of them, not %s", what, tostring(n)) end
    set[n] = true
  end
  local test = function(c) return set[g:name(c)] == true end
  if type(wild) == "string" then by_name[wild] = test end
  return test
end

-- The groups asked, checked: a list of { kind, size } ("set", "run" or "color").
local function check_groups(groups, what)
  if type(groups) ~= "table" or #groups == 0 then
    fail("%s: groups is a list like { { \"set\", 3 }, { \"run\", 4 } }, not %s", what, tostring(groups))
  end
  for i, grp in ipairs(groups) do
    local kind, size = type(grp) == "table" and grp[1], type(grp) == "table" and grp[2]
    if not KINDS[kind] or math.type(size) ~= "integer" or size < 1 then
      fail("%s: group %d should be { kind, size }: a kind of \"set\", \"run\" or \"color\" and a size of 1 or more",
           what, i)
    end
  end
end

-- The cards sorted for building: pool.number[n] and pool.color[c] list the natural cards
-- (a number, no stand-in), pool.wilds the stand-ins; pool.used marks what a group took.
local function pool_of(g, cards, is_wild)
  local pool = { number = {}, color = {}, wilds = {}, wild = {}, used = {} }
  for _, c in ipairs(cards) do
    local n, col = g:number(c), g:color_of(c)
    if is_wild(c) then pool.wilds[#pool.wilds + 1] = c; pool.wild[c] = true
    elseif n then
      pool.number[n] = pool.number[n] or {}
      pool.number[n][#pool.number[n] + 1] = c
      if col then pool.color[col] = pool.color[col] or {}; pool.color[col][#pool.color[col] + 1] = c end
    end
  end
  return pool
end

-- The first card of list the pool has not used, or nil.
local function free(pool, list)
  if not list then return nil end
  local used = pool.used
  for i = 1, #list do
    local c = list[i]
    if not used[c] then return c end
  end
end

-- Builds one group of kind and size around key (a set's number, a run's first number, a
-- color) from the pool, naturals first: its cards (a run's in order) or nil. A group holds
-- one natural card at least, so what each stand-in is stays known.
local function build(pool, kind, size, key)
  if kind ~= "run" and not (kind == "set" and pool.number or pool.color)[key] then return nil end -- (no natural)
  local out, naturals = {}, 0
  for i = 1, size do
    local list = kind == "run" and pool.number[key + i - 1] or kind == "set" and pool.number[key] or pool.color[key]
    local c = free(pool, list)
    if c then naturals = naturals + 1 else c = free(pool, pool.wilds) end
    if not c then break end
    out[i] = c
    pool.used[c] = true
  end
  for _, c in ipairs(out) do pool.used[c] = nil end
  if #out < size or naturals == 0 then return nil end
  return out
end

-- The keys a group of kind may be built around: numbers, first numbers or colors.
local function keys(g, kind, size, max)
  local list = {}
  if kind == "color" then
    for _, col in ipairs(g.colors) do list[#list + 1] = col end
  else
    for n = 1, kind == "run" and max - size + 1 or max do list[#list + 1] = n end
  end
  return list
end

-- A group's words, each stand-in with what it stands for: "set of 5s (red 5, Wild as 5,
-- blue 5)", "run of 3 to 6 (red 3, Wild as 4, ...)", "7 reds (..., Wild as red)".
local function group_label(g, pool, kind, key, cards)
  local names = {}
  for i, c in ipairs(cards) do
    local as = kind == "run" and key + i - 1 or key
    names[i] = pool.wild[c] and format("%s as %s", g:card_text(c), as) or g:card_text(c)
  end
  local what = kind == "set" and format("set of %ds", key) or kind == "run"
               and format("run of %d to %d", key, key + #cards - 1) or format("%d %ss", #cards, key)
  return format("%s (%s)", what, concat(names, ", "))
end

-- Finds the melds (one group for each asked, in order, no card twice) into out, at most
-- MAX_MELDS of them and MAX_WORDS bytes of labels (a menu holds 96 choices and 4 KB).
local MAX_MELDS, MAX_WORDS = 95, 3072
local function find(g, groups, i, pool, chosen, out)
  if #out >= MAX_MELDS or out.words > MAX_WORDS then return end
  if i > #groups then
    local meld, words = {}, {}
    for k, grp in ipairs(chosen) do meld[k] = grp; words[k] = grp.label end
    meld.label = concat(words, " and ")
    out.words = out.words + #meld.label
    if out.words <= MAX_WORDS then out[#out + 1] = meld end
    return
  end
  local kind, size = groups[i][1], groups[i][2]
  local prev = groups[i - 1]
  local same = prev and prev[1] == kind and prev[2] == size -- (two sets of 3: each pair once)
  for idx, key in ipairs(keys(g, kind, size, pool.max)) do
    if not same or idx >= chosen[i - 1].index then
      local cards = build(pool, kind, size, key)
      if cards then
        for _, c in ipairs(cards) do pool.used[c] = true end
        local label = group_label(g, pool, kind, key, cards)
        chosen[i] = { kind = kind, key = key, index = idx, cards = cards, label = label }
        find(g, groups, i + 1, pool, chosen, out)
        for _, c in ipairs(cards) do pool.used[c] = nil end
        chosen[i] = nil
      end
    end
  end
end

-- The highest number of the game's cards (a run climbs no higher), worked out once for each
-- list of card types (the same list until the table is built again).
local tops = setmetatable({}, { __mode = "k" })
local function top_number()
  local types = S.card_types
  if not tops[types] then
    local top = 0
    for _, t in ipairs(types) do if (t.number or -1) > top then top = t.number end end
    tops[types] = top
  end
  return tops[types]
end

-- g:melds(cards, groups [, wild]): each way the cards make the groups asked, as many as a
-- menu holds with words of the caller's own (95, and 3 KB of labels): a list of melds, each
-- a list of groups { kind, key, cards, label } and its label.
function G:melds(cards, groups, wild)
  if type(cards) ~= "table" then fail("melds: cards is a list of cards, not %s", tostring(cards)) end
  check_groups(groups, "melds")
  local pool = pool_of(self, cards, wild_test(self, wild, "melds"))
  pool.max = top_number()
  local out = { words = 0 }
  find(self, groups, 1, pool, {}, out)
  out.words = nil
  return out
end

-- What a laid group's first natural card says: a set's number, a color's color, a run's
-- first number (counted back from the natural's place).
local function group_key(g, kind, cards, is_wild)
  for i, c in ipairs(cards) do
    if not is_wild(c) and g:number(c) then
      return kind == "set" and g:number(c) or kind == "color" and g:color_of(c) or g:number(c) - i + 1
    end
  end
end

-- g:meld_fit(cards, kind, card [, wild]): where card extends a laid group of that kind,
-- "top" (its end) or "bottom" (a run's low end), or nil when it does not fit.
function G:meld_fit(cards, kind, card, wild)
  if type(cards) ~= "table" then fail("meld_fit: cards is the group's list of cards, not %s", tostring(cards)) end
  if not KINDS[kind] then fail("meld_fit: kind is \"set\", \"run\" or \"color\", not %s", tostring(kind)) end
  local is_wild = wild_test(self, wild, "meld_fit")
  local key = group_key(self, kind, cards, is_wild)
  if key == nil then return nil end
  local n = self:number(card)
  if kind ~= "run" then
    return (is_wild(card) or (kind == "set" and n == key) or (kind == "color" and n and self:color_of(card) == key))
           and "top" or nil
  end
  local high = key + #cards - 1
  if (is_wild(card) or n == high + 1) and high < top_number() then return "top" end
  if (is_wild(card) or n == key - 1) and key > 1 then return "bottom" end
  return nil
end
