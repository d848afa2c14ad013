-- game.lua: the game object `g` that card and rule scripts receive, the effect runner the
-- C host calls (in a coroutine, or plainly when bots answer where asked), the questions it
-- asks (may this card be played?) and the views bots receive. Run once per Lua state after
-- prelude.lua, with the same `core`.
local core, sandbox, M = ...
local S = M.S
local types, hooks, hook_rules = S.types, S.hooks, S.hook_rules
local fail, check_seat, check_card = S.fail, S.check_seat, S.check_card
local type, pairs, ipairs, tostring = type, pairs, ipairs, tostring
local math_type = math.type

-- The core's numbers, exported by lua/bind.c (never copied here).
local ASK, FX, PILE, ANSWER, FLAG = core.ASK, core.FX, core.PILE, core.ANSWER, core.FLAG
local FX_PLAY, FX_FIRST, FX_EVENT, FX_REACT = FX.play, FX.first, FX.event, FX.react
local FX_CHALLENGE = FX.challenge
local EVENT_HOOK = {}  -- core event number -> the hook list it fires
for name, ev in pairs(core.EVENT) do EVENT_HOOK[ev] = name end
local HAND0, DRAW_PILE, DISCARD, ZONE0 = PILE.hand0, PILE.draw, PILE.discard, PILE.zone0

local G = {}          -- the methods of g
local vars = S.vars   -- g.vars's contents: per-game script state, emptied when a game starts over
local reactions = {}  -- open window id -> { run, name, target }

local function type_of(card) return types[core.card_type(card) + 1] end

local function color_name(i) return i >= 0 and S.colors[i + 1] or nil end

---------------------------------------------------------------------------------------------
-- Reading the table
---------------------------------------------------------------------------------------------

-- The fields of g that lua/methods.c does not serve itself (it serves players, dealer,
-- current, direction, color, top, round, vars and options).
local FIELDS = {
  colors = function() local c = {}; for i, n in ipairs(S.colors) do c[i] = n end; return c end,
  -- the seat that played the last card (on a turn or by a script), and the color and
  -- symbol (a card type's name) that card was played on: in before_play, the table as the
  -- play found it
  played_by = function() local s = core.last_play(); return s >= 0 and s or nil end,
  color_before = function() local _, c = core.last_play(); return color_name(c) end,
  symbol_before = function()
    local _, _, t = core.last_play()
    return t >= 0 and types[t + 1].name or nil
  end,
  -- whether the seat plays again within its turn (g:play_again): its options are its
  -- legal plays and a stop
  again = function() return core.again() end,
  -- whether the turn being played is over (a hook ended it, or its play was made)
  turn_over = function() return core.turn_over() end,
  -- the card drawn this turn while it may still be played, else nil
  drawn = function()
    local d = core.drawn()
    return d >= 0 and core.card_pile(d) == HAND0 + core.current() and d or nil
  end,
}

M.G = G -- (lua/melds.lua adds its methods)
M.FIELDS = FIELDS -- (lua/api_check.c checks them against lua/api.lua)

function G:score(seat) return core.score(check_seat(seat, "score")) end
-- g:tag(card, key): a value from the card type's tags table (e.g. tags = { draw = 2 }).
G.tag = core.tag_reader(S.type_tags) -- g:tag(card, key): in C (lua/methods.c)

-- g:legal(seat, card): the engine's whole answer for a turn, the card's own can_play and
-- then every rule's legal hook: true, false or "bluff" (lua/legal.c, the one pipeline). A
-- legal hook asking about other cards gets the other rules' say too (it must not ask about
-- the card it is judging).
local core_legal = core.legal
function G:legal(seat, card) return core_legal(seat, card) end

-- g:can_play(seat, card): the card's own answer (true, false or "bluff") without the
-- rules' legal hooks, so a legal hook can ask it without asking itself.
function G:can_play(seat, card)
  check_seat(seat, "can_play")
  local base = core.base_answer(seat, check_card(card, "can_play")) -- a declared `plays`, or plain
  local ok = base == ANSWER.yes or (base == ANSWER.bluff and "bluff")
  local t = type_of(card)
  if t.can_play then ok = t.can_play(self, seat, card, ok) end
  return ok
end
function G:draw_pile_size() return core.pile_size(DRAW_PILE) end
function G:discard_pile_size() return core.pile_size(DISCARD) end
-- g:knows(seat, card): whether seat has seen card.
function G:knows(seat, card) return core.knows(check_seat(seat, "knows"), check_card(card, "knows")) end

---------------------------------------------------------------------------------------------
-- Changing the table (effects only; a question that tries fails)
---------------------------------------------------------------------------------------------

-- g:force_draw(seat, n [, card]): seat draws n cards and, if it is the next to play, loses
-- that turn (another seat only draws: the next player keeps its turn); card is the card
-- that causes it, nil for a penalty. Rules may take it over
-- with a force_draw(g, seat, n, card) hook returning true (stacking does). A draw caused
-- by a card keeps the turn when the ruleset's option draw_loses_turn is false.
-- g:force_draw is in C (lua/methods.c): this Lua version runs only while a rule hooks it,
-- called by the C one with the arguments it checked.
local function force_draw(self, seat, n, card)
  local list, rules = hooks.force_draw, hook_rules.force_draw
  if list then
    for i = 1, #list do
      local when = rules[i].when
      if (not when or vars[when]) and list[i](self, seat, n, card) then return end
    end
  end
  core.forced_draw(seat, n, card) -- (the core's rule: luno_force_draw)
end
G.force_draw = core.force_draw_with(force_draw, hooks)

-- g:draw_until and g:flip_until are in C (lua/loops.c): a loop in Lua cost a list and
-- three calls per card.

-- g:flip() turns the top of the draw pile onto the discard pile, with no effect: the
-- active color and symbol follow it. Returns the card, or nil if nothing is left.
function G:flip()
  local c = core.flip_top()
  return c >= 0 and c or nil
end

-- g:card_types(): the game's card types (card{}'s views), in id order; the same list until
-- the table is built again (a rule may keep what it works out from it, keyed by the list).
function G:card_types() return S.card_types end

-- g:deck() lists every card of the game, wherever it is (to give each a back, say).
function G:deck()
  local cards = {}
  for c = 0, S.ncards - 1 do cards[c + 1] = c end
  return cards
end

-- g:to_discard(card) puts card on the discard pile without playing it: the active color
-- and symbol stay as they were.
function G:to_discard(card) core.move(check_card(card, "to_discard"), 1) end

-- g:add_points(seat, n): a ruleset's own scoring (option scoring = "script"): from a
-- round_end hook, each seat's points for the round (n may be negative).
function G:add_points(seat, n)
  if math_type(n) ~= "integer" then fail("add_points: expected a whole number of points, got %s", tostring(n)) end
  core.add_points(check_seat(seat, "add_points"), n)
end
-- g:offer(card): from a draw hook, card (in the drawing seat's hand) is the one offered to
-- be played now instead of the one the turn drew (draw until playable: offer the last).
function G:offer(card) core.offer_drawn(check_card(card, "offer")) end

-- g:eliminate(seat): seat is out of the rest of the round: turn order, passing hands and
-- reactions pass over it, its empty hand wins nothing, and the last seat still in wins the
-- round. Its cards stay where they are (move them first if the rule says so). It is back in
-- the next round.
function G:eliminate(seat) core.eliminate(check_seat(seat, "eliminate")) end
-- g:is_out(seat): whether seat was eliminated from this round.
function G:is_out(seat) return core.is_out(check_seat(seat, "is_out")) end

function G:team(seat) return core.team_of(check_seat(seat, "team")) end

function G:partners(seat)
  local team, list = core.team_of(check_seat(seat, "partners")), {}
  for s = 0, S.players - 1 do
    if s ~= seat and core.team_of(s) == team then list[#list + 1] = s end
  end
  return list
end

-- g:end_round([winner]): the round ends once this effect returns, won by winner (a seat),
-- or by nobody when winner is nil (a tie: no one scores under winner_takes).
function G:end_round(winner)
  core.end_round(winner == nil and -1 or check_seat(winner, "end_round"))
end
-- g:end_match([winner]): the match ends once this round is scored, won by winner, or by
-- the leader on totals (the ruleset's `ends.wins`) when winner is nil; before the round's
-- end it ends the round too.
function G:end_match(winner)
  core.end_match(winner == nil and -1 or check_seat(winner, "end_match"))
end
-- g:set_current, g:end_turn, g:turn_again, g:play_again, g:swap_hands and g:pass_hands
-- are in C (lua/moves.c): progressive's draw ends the turn, seven_o swaps and passes hands.
-- g:run_rule(name, hook, ...): runs that rule's hook with these arguments (a rule that
-- takes another's place, `instead_of`, runs it when it applies).
function G:run_rule(name, hook, ...)
  for _, r in ipairs(S.rules) do
    if r.name == name then
      local f = r[hook]
      if type(f) ~= "function" then fail("run_rule: rule %s has no %s hook", name, tostring(hook)) end
      return f(self, ...)
    end
  end
  fail("run_rule: no rule named %s", tostring(name))
end

function G:reflip() core.reflip() end
-- g:say and g:tell(seat, text): words for everyone, or for one seat only (its screen, its
-- serve client; the others see only that a message went to it): in C (lua/say.c).

-- The core pile of a zone named name (a zone one per seat: seat's, which must be given, or
-- named as the views name it, "nest@1"); a located error naming the zones if there is none.
local addresses = {} -- a seat's zone as views name it, read once: "pile@1/2" -> { "pile/2", 1 }
local function find_pile(name, what, seat)
  if type(name) == "string" and seat == nil and not S.core_zone[name] then -- ("nest@1": seat 1's nest)
    local a = addresses[name]
    if not a then
      local base, whose, n = name:match("^(.+)@(%d+)/(%d+)$") -- ("pile@1/2": its pile 2)
      if base then base = base .. "/" .. n else base, whose = name:match("^(.+)@(%d+)$") end
      a = base and S.seat_zone[base] and { base, tonumber(whose) }
      if a then addresses[name] = a end -- (names of seats' zones only: a handful)
    end
    if a then name, seat = a[1], a[2] end
  end
  local piles = S.zone_piles[name]
  if piles then
    fail("%s: zone %s holds %d numbered piles: name one, %s/1 to %s/%d (g:piles lists them)", what, name, piles,
         name, name, piles)
  end
  local k = type(name) == "string" and S.core_zone[name]
  if k and S.seat_zone[name] then
    if seat == nil then fail("%s: zone %s is one per seat: say whose (a seat after the name)", what, name) end
    return ZONE0 + k + check_seat(seat, what)
  end
  if k and seat ~= nil then fail("%s: zone %s is shared: no seat after its name", what, name) end
  if k then return ZONE0 + k end
  local names = {}
  for _, z in ipairs(S.zones) do names[#names + 1] = z.name end
  fail("%s: no zone named %s (%s)", what, tostring(name),
       #names > 0 and "zones: " .. table.concat(names, ", ") or "the rulesets declare no zones")
end

-- zone_pile, as find_pile but each name (and seat) found once a game: the zone methods are
-- a search's playouts' inner loop (S.pile_at, emptied when the zones are laid out).
local pile_at = S.pile_at
local function zone_pile(name, what, seat)
  local at = pile_at[name]
  if seat == nil then
    if math_type(at) == "integer" then return at end
    at = find_pile(name, what)
    pile_at[name] = at
    return at
  end
  local p = type(at) == "table" and at[seat]
  if p then return p end
  p = find_pile(name, what, seat)
  if type(at) ~= "table" then at = {}; pile_at[name] = at end
  at[seat] = p
  return p
end

-- g:piles(name [, seat]): the names of a zone's numbered piles ("build/1", ...; a seat's
-- zone: "pile/1@2", ...), in order, each what every zone method takes.
local pile_names = {} -- name -> seat (or false) -> its piles' names, made once
function G:piles(name, seat)
  local n, made = S.zone_piles[name], pile_names[name] and pile_names[name][seat or false]
  if not n then fail("piles: zone %s holds no numbered piles (declare it with piles = n)", tostring(name)) end
  if not made then
    made = {}
    for i = 1, n do
      made[i] = name .. "/" .. i
      zone_pile(made[i], "piles", seat) -- (a seat where one is needed, and none where not)
      if seat ~= nil then made[i] = made[i] .. "@" .. seat end
    end
    pile_names[name] = pile_names[name] or {}
    pile_names[name][seat or false] = made
  end
  return table.move(made, 1, n, 1, {}) -- (a new list: the caller's to change)
end

-- g:zone(name [, seat]): a new list of the zone's cards, first (bottom) to last (top); a
-- zone one per seat takes the seat.
function G:zone(name, seat) return core.zone(zone_pile(name, "zone", seat)) end

-- g:zone_size(name [, seat]): how many cards the zone holds (no list is made).
function G:zone_size(name, seat) return core.pile_size(zone_pile(name, "zone_size", seat)) end

-- g:top_of(name [, seat]): the zone's last (top) card, or nil when it is empty.
function G:top_of(name, seat) return core.pile_top(zone_pile(name, "top_of", seat)) end

-- g:to_zone(card, name [, seat]): moves card to the end (top) of the zone, known as the
-- zone's face says (a seat's own zone: by its seat too).
function G:to_zone(card, name, seat)
  core.move(check_card(card, "to_zone"), zone_pile(name, "to_zone", seat))
end

-- g:deal_to(name, n [, seat]): n cards (1) from the draw pile's top onto the zone,
-- reshuffling as a draw does; the cards dealt (fewer when none are left).
function G:deal_to(name, n, seat)
  local pile, dealt = zone_pile(name, "deal_to", seat), {}
  n = n == nil and 1 or n
  if math_type(n) ~= "integer" or n < 0 then fail("deal_to: n is a count of cards, not %s", tostring(n)) end
  for _ = 1, n do
    local c = core.deal_to(pile)
    if c < 0 then break end
    dealt[#dealt + 1] = c
  end
  return dealt
end

-- g:insert(card, where): puts card into the draw pile "top", "bottom", at "random" (the
-- game's generator), or with a number of cards above it; it is known to nobody there.
function G:insert(card, where, pile, seat)
  check_card(card, "insert")
  local into = (pile == nil or pile == "draw") and DRAW_PILE or pile == "discard" and DISCARD
               or zone_pile(pile, "insert", seat)
  local n = core.pile_size(into) + (core.card_pile(card) == into and 0 or 1)
  local first = into == DISCARD and 1 or 0 -- the discard pile's top is what was played: it stays
  local below = where == "top" and 0 or where == "bottom" and n
                or where == "random" and first + core.random(math.max(n - first, 1))
                or math_type(where) == "integer" and where
  if not below or below < 0 then
    fail("insert: where is \"top\", \"bottom\", \"random\" or a count of cards above, not %s",
         tostring(where))
  end
  if below < first then
    fail("insert: a card goes under the discard pile's top, not on it (g:to_discard puts one there)")
  end
  core.insert(card, into, below)
end

-- g:give(card, seat) moves a card into seat's hand.
-- g:give is in C (lua/moves.c).

-- g:play(seat, card [, called]) plays card from seat's hand out of the normal turn (a
-- reaction): it goes on the discard pile and every play hook and its effect run. Without
-- called, the play carries the UNO call its seat made with the reaction, if any. In C
-- (lua/plays.c), made below with play_effects, which it runs where a question may wait.
local play_effects

-- g:reveal(cards, to) lets seat `to` (or every seat with "all") know the cards.
-- g:reveal is in C (lua/moves.c).

-- g:open_window{ name = "catch", target = seat, seats = { ... }, run = function(g, by, target) end }
-- opens a reaction that every seat (or the listed seats) may take until the next turn
-- action; the first to take it runs run, and it closes.
function G:open_window(w)
  if type(w) ~= "table" or type(w.name) ~= "string" or type(w.run) ~= "function" then
    fail("open_window{ name = ..., run = function(g, by, target) end } expected")
  end
  local mask = 0xffff
  if w.seats then
    mask = 0
    for _, s in ipairs(w.seats) do mask = mask | (1 << check_seat(s, "open_window")) end
  end
  for _, k in ipairs { "words", "own_words" } do
    if w[k] ~= nil and type(w[k]) ~= "string" then fail("open_window: %s should be words, not %s", k, type(w[k])) end
  end
  local id = core.open_window(w.name, w.target and check_seat(w.target, "open_window") or -1, mask)
  reactions[id] = { run = w.run, target = w.target, words = w.words, own_words = w.own_words }
  return id
end

-- What taking window id is called as people say it (its declared words, and own_words for
-- its target), or nil: the surfaces' buttons (luno_host_reaction_words). Read-only.
function M.reaction_words(id)
  local r = reactions[math.tointeger(tonumber(id)) or -1]
  if r then return r.words, r.own_words end
end

function G:close_window(id)
  if math.type(id) ~= "integer" then
    fail("close_window: expected a window id (what g:open_window returned), got %s", tostring(id))
  end
  reactions[id] = nil
  core.close_window(id)
end

-- g:take_random(from, to) moves one card chosen at random (the game's generator) from
-- seat from's hand into seat to's hand; returns it, or nil if from's hand is empty.
-- g:take_random is in C (lua/moves.c).

-- g:card_text(card) names a card as people read it: "red Draw Two", "Wild". In C
-- (lua/methods.c), reading the label and the color's name from these lists.
G.card_text = core.text_reader(types, S.colors)

---------------------------------------------------------------------------------------------
-- Asking players (effects only: each waits for its answer, lua/choices.c)
---------------------------------------------------------------------------------------------

-- Asks a decision (lua/choices.c): the answer comes at once for a bot that decides where
-- it is asked, else the effect waits for it.
local ask = core.ask

-- Every asking function takes, last, either a prompt string or an options table
-- { prompt = "...", optional = true, ... }; nil means the defaults.
local function ask_options(opts, what)
  if opts == nil then return {} end
  if type(opts) == "string" then return { prompt = opts } end
  if type(opts) ~= "table" then fail("%s: expected a prompt or an options table", what) end
  return opts
end

-- g:choose_color, g:choose_seat (and its deprecated name choose_player) and g:choose_card
-- are in C, lua/choices.c: they build the same request as ask above.

-- g:choose_direction(seat, [prompt | { optional = true, prompt = "..." }])
function G:choose_direction(seat, opts)
  opts = ask_options(opts, "choose_direction")
  return ask(ASK.direction, check_seat(seat, "choose_direction"),
             opts.prompt or "Choose a direction", { 1, -1 }, opts.optional)
end

-- g:ask_text(seat, prompt | { prompt = "..." }) asks for a typed answer; returns the text
-- ("" for none). Bots give none: a rule that quizzes players decides for bots itself.
function G:ask_text(seat, opts)
  check_seat(seat, "ask_text")
  opts = ask_options(opts, "ask_text")
  if type(opts.prompt) ~= "string" then fail("ask_text: expected a prompt") end
  return ask(ASK.text, seat, opts.prompt, {}) or ""
end

-- g:choose(seat, choices [, prompt | { prompt, optional, private }]) asks one of the
-- script's own choices: choices lists { key, label } pairs (or strings, each its own key and
-- label); returns the key chosen, or nil when an optional question was declined.
local ask_choice = core.ask_choice
function G:choose(seat, choices, opts)
  check_seat(seat, "choose")
  opts = ask_options(opts, "choose")
  if type(choices) ~= "table" then fail("choose: expected a list of choices, like { { \"draw\", \"Draw a card\" } }") end
  local keys, labels = {}, {}
  for i, c in ipairs(choices) do
    local key, label = c, c
    if type(c) == "table" then key, label = c[1], c[2] == nil and c[1] or c[2] end
    if key == nil or type(label) ~= "string" and math.type(label) ~= "integer" then
      fail("choose: choice %d should be { key, label } with a label in words, or a string", i)
    end
    keys[i], labels[i] = key, tostring(label)
  end
  if opts.private ~= nil and type(opts.private) ~= "string" then
    fail("choose: private should be words for the asking seat alone")
  end
  local prefer -- (the index of the key a plain bot takes)
  for i, key in ipairs(opts.prefer ~= nil and keys or {}) do if key == opts.prefer then prefer = prefer or i - 1 end end
  if opts.prefer ~= nil and not prefer then fail("choose: prefer should be the key of one of the choices") end
  local at = ask_choice(seat, opts.prompt or "Choose", labels, opts.optional, opts.private, prefer)
  return at and keys[at + 1]
end

-- g:is_bot(seat): in C (methods.c).

-- g:ask_yes_no(seat, [prompt | { prompt = "..." }]) -> true or false: in C too (choices.c).

---------------------------------------------------------------------------------------------
-- The game object
---------------------------------------------------------------------------------------------

-- g.options: a read-only view of the option values. A read is two plain table lookups (the
-- empty proxy, then S.option_values through a table __index); only a missing name runs Lua.
setmetatable(S.option_values, {
  __index = function(_, k) fail("no option named %s", tostring(k)) end,
})
local options_view = setmetatable({}, {
  __index = S.option_values,
  __newindex = function(_, k) fail("options are read-only (set %s with --set)", tostring(k)) end,
  __metatable = false,
})

-- The busiest methods are C functions (lua/api.lua marks each with the C file it is in:
-- methods.c, moves.c, choices.c, loops.c, say.c): hand, holds, draw, skip, the asking
-- methods, the hands' and the turn's moves and more. Methods are found by plain table
-- lookup (fast); live fields through G's own __index, in C but for the few in FIELDS.
for name, f in pairs(core.methods) do G[name] = f end
-- g.vars: a view of S.vars. Reads are plain lookups (a table __index); every write goes
-- through core.var_setter, which also tells the host whether a rule's `when` key is set,
-- so that it calls no hook of a rule whose key is unset.
-- pairs(g.vars) walks S.vars in the sandbox's order (lua/sandbox/order.c: the same in every
-- Lua state) without handing out the table itself (a write to it would go around the
-- setter).
local ordered_pairs = sandbox.pairs
local vars_view
vars_view = setmetatable({}, {
  __index = vars,
  __newindex = core.var_setter(vars, S.gate_bits),
  __pairs = function() return (ordered_pairs(vars)), vars_view, nil end,
  __len = function() return #vars end,
  __metatable = false,
})

-- g.vars and g.options are the same views all game long: plain fields of G, so reading
-- them calls nothing (a live field's __index is a C call, ~10x a table lookup).
G.vars, G.options = vars_view, options_view

-- The name of g's nearest to a mistyped one (a slip or two away; on a tie the first in
-- byte order, the same in every state), for "did you mean", or nil.
local function nearest_name(k)
  if type(k) ~= "string" then return nil end
  local best, far = nil, k:len() > 4 and 3 or 2
  local function consider(name)
    local d = core.edit_distance(k, name)
    if d < far or (d == far and best and name < best) then best, far = name, d end
  end
  for name in next, G do consider(name) end
  for name in next, FIELDS do consider(name) end
  for _, name in ipairs(core.field_names) do consider(name) end
  return best
end

setmetatable(G, {
  __index = core.fields(function(_, k)
    local f = FIELDS[k]
    if f then return f() end
    local near = nearest_name(k)
    fail("g has no field or method '%s'%s", tostring(k), near and (" (did you mean '" .. near .. "'?)") or "")
  end, vars_view, options_view),
})

local g = setmetatable({}, {
  __index = G,
  __newindex = function(_, k) fail("g is read-only: use g.vars.%s for script state", tostring(k)) end,
  __metatable = false,
})

---------------------------------------------------------------------------------------------
-- Entry points for the C host
---------------------------------------------------------------------------------------------

-- Runs the hooks of name; a hook of a rule with `when = key` only while g.vars[key] is set.
local function fire(name, a, b) -- (two arguments at most: no vararg function's copying)
  local list = hooks[name]
  if list then
    local rules = hook_rules[name]
    for i = 1, #list do
      local when = rules[i].when
      if not when or vars[when] then list[i](g, a, b) end
    end
  end
end

-- Runs the play hooks of name for a play of card: those of rules whose `when` key is set
-- (or that have none) and whose `cards` list names it (or that have none).
local function fire_play(name, seat, card, called, tname)
  local list = hooks[name]
  if not list then return end
  local rules = hook_rules[name]
  for i = 1, #list do
    local when, only = rules[i].when, rules[i].card_set
    if (not when or vars[when]) and (not only or only[tname]) then list[i](g, seat, card, called) end
  end
end

-- A play's scripts: before_play, last_card (when due), the card's on_play, after_play.
function play_effects(seat, card, called, last)
  local t = type_of(card) -- (read once: asking the core is a call)
  fire_play("before_play", seat, card, called, t.name)
  if last then fire_play("last_card", seat, card, called, t.name) end
  if t.on_play then t.on_play(g, seat, card) end
  fire_play("after_play", seat, card, called, t.name)
end

G.play = core.play_with(play_effects)

-- The active rules' invariants, in order: the index of the first that does not hold and
-- why (its second result, as text), or nil when all hold. Run with the game read-only.
function M.check_invariants()
  for i, inv in ipairs(M.invariants or {}) do
    local ok, why = inv.fn(g)
    if not ok then return i, why ~= nil and tostring(why) or "it does not hold" end
  end
end

local function hook_of(kind, card, event, arg)
  local t = card >= 0 and type_of(card) or nil
  if kind == FX_EVENT then
    local list = hooks[EVENT_HOOK[event]]
    return list and list[1]
  elseif kind == FX_FIRST then
    local list = hooks.first_card
    return list and list[1] or t and (t.on_first or t.on_play)
  elseif kind == FX_REACT then
    return t and t.on_react or (reactions[arg] and reactions[arg].run)
           or (S.like_top and S.like_top.like_top)
  elseif kind == FX_CHALLENGE then
    return t and t.on_challenge
  end
  return t and t.on_play
end

-- What seat's draw does now in words (`draw_says`): the first active rule's that says
-- something, or nil. Run with the game read-only (a question).
function M.draw_words(seat)
  for _, says in ipairs(M.draw_says or {}) do
    local words = says(g, seat)
    if words ~= nil then return tostring(words) end
  end
  return nil
end

-- The ruleset's measure of progress (`progress`): its words and each seat's count, fewer
-- being nearer to winning; nothing when it declares none. Run read-only (a question).
function M.progress_row(words_only)
  local p = S.progress
  if not p then return nil end
  local row = {}
  if words_only then return p.words, row end
  for s = 0, S.players - 1 do
    local n = p.of(g, s)
    if math_type(n) ~= "integer" or n < 0 then
      error(string.format("%s: progress: of(g, %d) should be a count of 0 or more, not %s", p.where, s, tostring(n)), 0)
    end
    row[s + 1] = n
  end
  return p.words, row
end

-- The lines the active rules add to the table's view (`shows`), in order: each returns a
-- line, a list of lines, or nil. Run with the game read-only (a question).
function M.table_lines()
  local out = {}
  for _, s in ipairs(M.shows or {}) do
    local r = s.fn(g)
    if type(r) == "table" then
      for _, line in ipairs(r) do out[#out + 1] = tostring(line) end
    elseif r ~= nil then
      out[#out + 1] = tostring(r)
    end
  end
  return out
end

-- The function an effect starts with (for where a stuck round is): the event's first hook,
-- or the card's own function; nil if none. (Under luno check's profile: the script's own
-- function, not its counting wrapper.)
function M.hook_of(kind, card, event, arg)
  local f = hook_of(kind, card, event, arg)
  return S.profile and S.profile.original[f] or f
end

-- Runs one effect; the C host calls it in a coroutine, or as a plain protected call when
-- every question is answered where it is asked (lua/effects.c).
function M.run(kind, seat, card, event, arg)
  if kind == FX_PLAY then
    play_effects(seat, card, (arg & FLAG.call) ~= 0, (arg & FX.last_card) ~= 0)
  elseif kind == FX_FIRST then
    fire("first_card", card)
    if core.reflipping() then return end
    local t = type_of(card)
    local f = t.on_first or t.on_play
    if f then f(g, seat, card) end
  elseif kind == FX_EVENT then
    fire(EVENT_HOOK[event], seat >= 0 and seat or nil, card >= 0 and card or nil) -- (nobody: nil)
  elseif kind == FX_CHALLENGE then -- (a declared color_draw challenged: event is the victim)
    type_of(card).on_challenge(g, seat, event, color_name(arg))
  elseif kind == FX_REACT and card >= 0 then
    type_of(card).on_react(g, seat, card)
  elseif kind == FX_REACT then
    local r = reactions[arg]
    reactions[arg] = nil
    if r then
      r.run(g, seat, r.target)
    elseif arg == core.like_top_window() and S.like_top then -- the window the core opened
      S.like_top.like_top(g, seat, core.like_top_card(seat))
    end
  end
end

-- The scripts' per-game state saved as a value (M.save_state), and put back (M.restore_
-- state): g.vars (its tables copied, a table reached twice copied once), the open reactions
-- and the declared invariants' marks. Search bots play a copied game between the two.
-- restore_state returns the `when` keys set, as the host's bits (core.var_setter's mask).
local function deep_copy(v, seen)
  if type(v) ~= "table" then return v end
  if seen[v] then return seen[v] end
  local t = {}
  seen[v] = t
  for k, x in next, v do t[deep_copy(k, seen)] = deep_copy(x, seen) end
  return t
end

function M.save_state()
  local keep = {}
  for k, v in next, reactions do keep[k] = v end
  return { vars = deep_copy(vars, {}), reactions = keep, marks = deep_copy(S.marks, {}) }
end

-- The `when` keys set in g.vars now, as the host's bits (core.var_setter's mask).
local function open_gates()
  local open = 0
  for key, bit in next, S.gate_bits do
    if vars[key] then open = open | (1 << bit) end
  end
  return open
end

function M.restore_state(saved)
  for k in next, vars do vars[k] = nil end
  for k, v in next, deep_copy(saved.vars, {}) do vars[k] = v end
  for k in next, reactions do reactions[k] = nil end
  for k, v in next, saved.reactions do reactions[k] = v end
  for k in next, S.marks do S.marks[k] = nil end
  for k, v in next, saved.marks do S.marks[k] = v end
  return open_gates()
end

M.open_gates = open_gates
-- The tables the scripts' per-game state starts from, for lua/keep.c (luno_host_keep):
-- with the declared cards and rules, whose nested tables (a card's tags, a rule's cards) a
-- script's code may still hold and change.
function M.state_roots() return { vars, reactions, S.marks, types, S.rules } end

-- The state itself taken out (M.take_state: g.vars, the reactions and the marks emptied,
-- their own tables kept, not copies) and put back as it was (M.put_state): a search from an
-- effect's question leaves the waiting effect's references to g.vars' tables good.
function M.take_state()
  local taken = { vars = {}, reactions = {}, marks = {} }
  for _, t in next, { "vars", "reactions", "marks" } do
    local from = t == "marks" and S.marks or t == "vars" and vars or reactions
    for k, v in next, from do taken[t][k] = v end
    for k in next, taken[t] do from[k] = nil end
  end
  return taken
end

function M.put_state(taken)
  M.restore_state({ vars = {}, reactions = taken.reactions, marks = taken.marks })
  for k, v in next, taken.vars do vars[k] = v end
  return open_gates()
end

-- A search's world for seat (lua/ismcts.c, after its cards and generator were dealt
-- anew): the hidden g.vars keys go, of a by_seat key every entry but seat's, then the
-- rules' world hooks deal them again as seat could believe them. Returns the `when` keys
-- set, as M.restore_state does.
function M.world(seat)
  for key, kind in next, M.hidden_vars do
    local t = vars[key]
    if kind == "by_seat" and type(t) == "table" then
      local own = t[seat]
      t = {}
      t[seat] = own
      vars[key] = t -- (a new table: the game's own is the real one's, in the saved state)
    else
      vars[key] = nil
    end
  end
  local worlds = M.worlds
  for i = 1, #worlds do worlds[i](g, seat) end
  return open_gates()
end

-- What M.reset empties, for the host: while both are empty and the table's size is the
-- same, the host skips M.reset (lua/effects.c).
M.reset_state = { vars, reactions, S.marks }
function M.reset(players, ncards)
  S.players, S.ncards = players, ncards
  for k in next, pile_names do pile_names[k] = nil end -- (names made for another table's seats)
  if S.profile then S.profile.child = 0 end -- (a failed hook leaves its count open)
  for k in next, vars do vars[k] = nil end -- next, not pairs: no script __pairs runs here
  for k in next, vars_view do rawset(vars_view, k, nil) end -- anything rawset there
  for k in next, reactions do reactions[k] = nil end
  for k in next, S.marks do S.marks[k] = nil end
end

-- A card as a bot's view shows it.
local function card_info(c)
  local t = type_of(c)
  return { id = c, name = t.name, label = t.label, color = color_name(core.card_color(c)),
           number = t.number >= 0 and t.number or nil, points = t.points,
           wild = core.card_color(c) < 0 }
end

M.card_info = card_info

sandbox.math.random = core.math_random -- (bind.c: the game's generator)
sandbox.math.randomseed = function()
  fail("math.randomseed: not available: the host seeds the game's generator (--seed), so a game replays; math.random draws from it")
end

return g
