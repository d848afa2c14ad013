-- view_bot: checks its view against itself at every decision, and fails with what is wrong.
-- Views are refilled tables whose fields are made when first read (lua/botview.c), so it
-- first reads a random few of the fields, in a random order, then all of them: a field
-- kept from an earlier decision disagrees with one made now (the hand with its size, the
-- plays offered with the hand, the seat to play with the question). Then it writes junk
-- into every field of its view and question, read or not: none may last into the next
-- decision. Answers at random.
local fields = { "seat", "players", "dealer", "current", "direction", "round", "call_at",
  "again", "draw_pile", "color", "top", "hand", "hand_sizes", "scores", "known", "options" }
local always = { seat = true, players = true, dealer = true, current = true, direction = true,
  round = true, call_at = true, again = true, draw_pile = true, hand = true, hand_sizes = true,
  scores = true, known = true, options = true }
local decisions = 0

local function fail(what, ...) error(("decision %d: " .. what):format(decisions, ...), 0) end

-- Every field pairs() lists, in the sandbox's order of keys (by their bytes: the same in
-- every Lua state, so a bot walking its view replays), and every field never nil among them.
local function check_pairs(view)
  local listed, last = {}, nil
  for k, v in pairs(view) do
    if last and last >= k then fail("pairs(view) lists %s after %s", k, last) end
    listed[k], last = v, k
  end
  for name in pairs(always) do
    if listed[name] == nil then fail("pairs(view) misses %s", name) end
  end
end

local function check_hand(view, ask)
  local ids = {}
  for _, c in ipairs(view.hand) do
    if ids[c.id] then fail("card %d twice in hand", c.id) end
    ids[c.id] = true
  end
  if #view.hand ~= view.hand_sizes[view.seat] then
    fail("%d cards in hand, hand_sizes says %d", #view.hand, view.hand_sizes[view.seat])
  end
  for _, o in ipairs(ask.options) do
    if ask.kind == "turn" and o.type == "play" and not ids[o.card.id] then
      fail("a play of card %d, not in hand", o.card.id)
    end
  end
  return ids
end

local function check_known(view, ids)
  if view.known[view.seat] ~= nil then fail("known lists the seat's own hand") end
  for s = 0, view.players - 1 do
    local known = view.known[s]
    if s ~= view.seat then
      if #known > view.hand_sizes[s] then fail("knows %d cards of %d in seat %d", #known, view.hand_sizes[s], s) end
      for _, c in ipairs(known) do
        if ids[c.id] then fail("card %d in its hand and seat %d's", c.id, s) end
      end
    end
  end
  if view.hand_sizes[view.players] ~= nil then fail("a hand size past the last seat") end
end

-- Junk written at the end of the last decision must be gone.
local function check_no_junk(view, ask)
  for _, name in ipairs(fields) do
    if rawequal(view[name], "junk") then fail("view.%s kept the junk written into it", name) end
  end
  if ask.kind == "junk" or ask.options == "junk" then fail("ask kept the junk written into it") end
end

local function write_junk(view, ask)
  for _, name in ipairs(fields) do view[name] = "junk" end
  ask.kind, ask.options = "junk", "junk"
end

return function(view, ask)
  decisions = decisions + 1
  if decisions > 1 then check_no_junk(view, ask) end
  for _ = 1, math.random(0, 4) do local _ = view[fields[math.random(#fields)]] end
  if math.random(3) == 1 then check_pairs(view) end
  local ids = check_hand(view, ask)
  check_known(view, ids)
  if ask.seat ~= view.seat then fail("asks seat %d in seat %d's view", ask.seat, view.seat) end
  if ask.kind == "turn" and view.current ~= view.seat and not view.again then
    -- (a jump-in is offered out of turn: its options are reactions, not a turn's plays)
    for _, o in ipairs(ask.options) do
      if o.type == "play" then fail("a turn's play for seat %d while %d plays", view.seat, view.current) end
    end
  end
  if #ask.options < 1 or ask.options[#ask.options + 1] ~= nil then fail("ask.options ends badly") end
  if view.nonsense ~= nil then fail("view.nonsense is not nil") end
  local pick = math.random(#ask.options)
  write_junk(view, ask)
  return pick
end
