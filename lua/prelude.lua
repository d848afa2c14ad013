-- prelude.lua: the Lua half of the host. It is run once per Lua state with `core` (the C
-- bindings, private to this file) and `sandbox` (the environment scripts see). It defines
-- what scripts call (card, rule, ruleset, option and the game object g) and the entry
-- points the C host calls (load, run, can_play, reset).
local core, sandbox = ...

local ipairs, pairs, type, error, tostring, select = ipairs, pairs, type, error, tostring, select
local format, concat, sort = string.format, table.concat, table.sort

-- What lua/api.lua declares of rule{} and card{} (bound by lua/api_check.c), never copied
-- here: the hooks a rule may define, each with the core event it belongs to (false for
-- hooks only the Lua side fires), and the other fields of a rule (like_top among them:
-- the host opens its window itself).
local EV = core.EVENT  -- the core's event numbers (lua/bind.c), never copied here
local HOOK_EVENT, RULE_FIELDS, HOOK_NAMES = {}, {}, {}
for name in pairs(core.API.rule) do RULE_FIELDS[name] = true end
for _, name in ipairs(core.API.hook_order) do
  local event = core.API.hooks[name]
  if event == "window" then
    RULE_FIELDS[name] = true
  else
    HOOK_EVENT[name] = event and assert(EV[event], "lua/api.lua: no core event " .. tostring(event))
    HOOK_NAMES[#HOOK_NAMES + 1] = name
  end
end
HOOK_NAMES = concat(HOOK_NAMES, ", ")
-- A `when` key gets one of this many bits of the host's mask (C checks it before calling
-- any hook); keys past them are checked in Lua only.
local MAX_GATES = 31

local M = {}          -- what the C host calls
-- State shared with game.lua, the other half of the host's Lua.
local S = {
  types = {},         -- card type definitions in deck order; types[i].id == i - 1
  type_tags = {},     -- types[i].tags at i, refilled with types (g:tag reads it, in C)
  type_by_name = {},
  hooks = {},         -- hook name -> list of functions of the active rules, in load order
  hook_rules = {},    -- hook name -> for each of those, its rule (`when`, `card_set`, name)
  gate_bits = {},     -- a `when` key -> its bit in the host's mask of keys set in g.vars
  vars = {},          -- g.vars's contents (game.lua gives scripts a view of it)
  rules = {},         -- every rule loaded, in load order
  options = {},       -- option name -> { default, help, choices, owner, value }
  option_values = {}, -- option name -> its value (what g.options reads: a plain lookup)
  colors = {},        -- index (1-based) -> name
  color_index = {},   -- name -> core index (0-based)
  players = 0, ncards = 0, -- of the running game
  zones = {},         -- the zones declared, in order: { name =, face_up = }; zones[k + 1] is core zone k
  zone_index = {},    -- zone name -> its place among the zones declared (0-based)
  core_zone = {},     -- zone name -> its core index (0-based): a per-seat zone's for seat 0,
                      -- seat s's at that plus s (zones_for)
  seat_zone = {},     -- zone name -> true for a zone one per seat
  zone_piles = {},    -- zone name -> how many numbered piles it holds ("build" -> 4: "build/1"...)
  pile_at = {},       -- a zone's name as scripts give it -> its core pile (a shared zone, or a
                      -- seat's named "nest@1"), or seat -> pile (a zone one per seat): game.lua
  files = {},         -- every script file run: { path =, ruleset = } (luno check's report)
  profile = nil,      -- luno check's counts and times (M.profile_start), else nil
  marks = {},         -- declared invariants: card -> the zones (bits) it was seen in since the discard
}
M.S = S
local types, type_by_name, hooks, options = S.types, S.type_by_name, S.hooks, S.options
local loaded = {}     -- the rulesets in load order: { name, about, path, rules }
local declared = {}   -- every card type declared, in order; setup() keeps those the deck does
local current = nil   -- the ruleset being loaded
local file = nil      -- the script file being run: { path, cards = { name = true }, declared }
local notes, noted = {}, {} -- what `luno check` reports about the scripts (M.note)
local set_up = false  -- M.setup has run: the declarations are made

-- Notes a likely mistake in the scripts once: luno check prints the notes (M.notes).
function M.note(text)
  if noted[text] then return end
  noted[text] = true
  notes[#notes + 1] = text
end
function M.notes() return notes end

-- Raises an error located at the first script frame (not this file, not C). A file's
-- `return rule{...}` is a tail call, which leaves no frame of the file (script_level is 1):
-- the error then names the file being loaded.
local function fail(msg, ...)
  local text, level = select("#", ...) > 0 and format(msg, ...) or msg, core.script_level()
  if level == 1 and file then text, level = file.path .. ": " .. text, 0 end
  error(text, level)
end

-- Refuses a declaration once the table is set up: it would change nothing the game plays
-- by, yet live on in the host's lists (a hook's or the REPL's card{} during a game).
local function declaring(what)
  if set_up then fail("%s: declarations belong at a ruleset file's top level, not in a game", what) end
end

-- Seats and cards are integer handles, checked on every call; S.players and S.ncards are
-- set by game.lua's M.reset whenever a game starts.
local math_type = math.type
local function check_seat(seat, what)
  if math_type(seat) ~= "integer" or seat < 0 or seat >= S.players then
    fail("%s: expected a seat from 0 to %d, got %s", what, S.players - 1, tostring(seat))
  end
  return seat
end

local function check_card(card, what)
  if math_type(card) ~= "integer" or card < 0 or card >= S.ncards then
    fail("%s: expected a card, got %s", what, tostring(card))
  end
  return card
end

S.fail, S.check_seat, S.check_card = fail, check_seat, check_card

-- Declares the zones of a ruleset's or a rule's `zones` list ({ name =, face_up =,
-- per_seat =, piles = }); a zone declared again (by name) keeps its place and takes the new
-- face. A zone per_seat is one zone for each seat (made when the table is built:
-- zones_for); a zone of `piles` numbered piles is that many zones, "name/1" and up.
local MAX_ZONES = core.MAX_ZONES
local function declare_zone(z, name, who)
  local k = S.zone_index[name]
  if not k then
    if #S.zones >= MAX_ZONES then fail("%s: %d zones at most", who, MAX_ZONES) end
    k = #S.zones
    S.zone_index[name] = k
  end
  S.zones[k + 1] = { name = name, face_up = z.face_up == true, per_seat = z.per_seat == true,
                     gathered = z.gathered == true, hidden = z.hidden == true }
end

local function declare_zones(list, who)
  if type(list) ~= "table" then fail("%s: zones should be a list, like zones = { { name = \"row\", face_up = true } }", who) end
  for _, z in ipairs(list) do
    local name = type(z) == "table" and z.name
    if type(name) ~= "string" or not name:match("^[%l_][%w_]*$") or name == "draw" or name == "discard" then
      fail("%s: a zone needs a name (a word in lowercase, not draw or discard), like { name = \"row\" }", who)
    end
    if z.hidden and (not z.per_seat or z.face_up) then
      fail("%s: zone %s: hidden is for a zone one per seat, face down (its own seat does not know it either)", who, name)
    end
    local piles = z.piles == nil and 1 or z.piles
    if math.type(piles) ~= "integer" or piles < 1 or piles > MAX_ZONES then
      fail("%s: zone %s: piles is how many numbered piles it holds (1 to %d), not %s", who, name, MAX_ZONES, tostring(piles))
    end
    S.zone_piles[name] = z.piles and piles or nil
    for i = 1, piles do -- (numbered piles: "build/1" ... "build/4", each a zone of its own)
      declare_zone(z, z.piles and name .. "/" .. i or name, who)
    end
  end
end


---------------------------------------------------------------------------------------------
-- Declaring rulesets, cards, rules and options (load time)
---------------------------------------------------------------------------------------------

-- option(default, help [, choices [, card]]) declares a ruleset option; card names the card
-- type it is about, so a deck without that card does not list it (`luno rules`).
-- Options hold plain values only (a boolean, a number or a string; choices a list of
-- strings): listing them (`luno rules`, the REPL's `rules`) turns them into text, which must
-- never run a script's code (a __tostring) in a host that plays a game.
local PLAIN = { boolean = true, number = true, string = true }
-- Whether every item of list is a string (and nothing else is in it).
local function all_strings(list)
  local n = 0
  for _, v in pairs(list) do
    if type(v) ~= "string" then return false end
    n = n + 1
  end
  return n == #list
end

-- Refuses a control byte in a declared text (a name, label, about, help, choice): listings
-- and views print them as they are, so one could drive the terminal ("\27]0;...\7").
local function plain_text(what, key, text)
  local at = type(text) == "string" and text:find("%c")
  if at then
    fail("%s: %s holds a control byte (%d at byte %d): declared text is printed as it is", what,
         key, text:byte(at), at)
  end
end

-- Checks every text field of a declaration with plain_text.
local function plain_texts(what, def)
  for k, v in pairs(def) do plain_text(what, tostring(k), v) end
end

function sandbox.option(default, help, choices, card)
  declaring("option(...)")
  if default == nil or type(help) ~= "string" then
    fail("option(default, help [, choices]): a default and a one-line help are needed")
  end
  plain_text("option(...)", "the help", help)
  plain_text("option(...)", "the default", default)
  for _, c in ipairs(type(choices) == "table" and choices or {}) do
    plain_text("option(...)", "a choice", c)
  end
  if not PLAIN[type(default)] then
    fail("option(default, help [, choices]): the default is a boolean, a number or a string, not a %s",
         type(default))
  end
  if default ~= default or default == math.huge or default == -math.huge then
    fail("option(default, help [, choices]): the default is a finite number, not %s",
         default ~= default and "NaN" or tostring(default))
  end
  if choices ~= nil then
    if type(choices) ~= "table" or #choices == 0 or not all_strings(choices) then
      fail("option(...): choices is a list of strings, like { \"left\", \"direction\" }")
    end
    local listed = false
    for _, c in ipairs(choices) do listed = listed or c == default end
    if not listed then fail("option(...): the default %s is not one of the choices", tostring(default)) end
  end
  if card ~= nil and type(card) ~= "string" then
    fail("option(default, help, choices, card): card is a card type's name")
  end
  return { default = default, help = help, choices = choices, card = card, is_option = true }
end

-- Adds a ruleset's or rule's options to the table of all options.
local function declare_options(owner, opts)
  for name, o in pairs(opts or {}) do
    if type(o) ~= "table" or not o.is_option then
      fail("option %s of %s: declare it with option(default, help)", tostring(name), owner)
    end
    local prev = options[name]
    if prev and prev.owner ~= owner and prev.default ~= o.default then
      fail("option %s is declared by both %s and %s with different defaults", name, prev.owner, owner)
    end
    options[name] = { default = o.default, help = o.help, choices = o.choices, card = o.card,
                      owner = owner, value = prev and prev.value or o.default }
    S.option_values[name] = options[name].value
  end
end

-- card{}'s fields and the Lua types each may have, from lua/api.lua ("number string"):
-- CARD_FIELDS[k] the words for a message, CARD_TYPES[k][type] the check.
local CARD_FIELDS, CARD_TYPES = {}, {}
for k, types in pairs(core.API.card) do
  CARD_FIELDS[k], CARD_TYPES[k] = types:gsub(" ", " or "), {}
  for t in types:gmatch("%S+") do CARD_TYPES[k][t] = true end
end
-- The legalities a card may declare instead of a can_play (the core decides them, no script
-- runs): their codes are the core's (LUNO_PLAYS_*, bound as core.PLAYS).
local PLAYS = core.PLAYS
-- The effects a card may declare instead of an on_play (the core runs them when no script
-- must run around the play; their script form runs when one must): their codes (the
-- core's LUNO_EFFECT_*, bound as core.EFFECT), and that script form.
local EFFECTS = {
  skip = { code = core.EFFECT.skip, run = function(g) g:skip() end },
  reverse = { code = core.EFFECT.reverse, run = function(g) if g.players == 2 then g:skip() else g:reverse() end end },
  -- the next seat draws the card's tags.draw (and loses the turn unless the option
  -- draw_loses_turn is false): g:force_draw, which rules may hook (then the script runs)
  draw = { code = core.EFFECT.draw, run_of = function(n)
    return function(g, _, card) g:force_draw(g:next_seat(), n, card) end
  end },
  -- its player names the next color, any of them (the core asks it where no script must)
  color = { code = core.EFFECT.color, run = function(g, me) g:set_color(g:choose_color(me)) end },
  -- color, then draw; where the card may be challenged (t.challenge_code), its victim is
  -- asked first, and a challenge goes to the card's on_challenge instead of the draw
  color_draw = { code = core.EFFECT.color_draw, run_of = function(n, t)
    return function(g, me, card)
      local before = g.color
      g:set_color(g:choose_color(me))
      local victim = g:next_seat()
      if t.challenge_code == 1 then core.challenge_next() end -- (a card's challenge: bots weigh it so)
      if t.challenge_code == 1 and g:ask_yes_no(victim, "Challenge the " .. t.label .. "?") then
        return t.on_challenge(g, me, victim, before)
      end
      g:force_draw(victim, n, card)
    end
  end },
}
local EFFECT_DRAW_ONLY = core.EFFECT.draw_only -- (draws, keeps the turn)
local EFFECT_COLOR_DRAW_ONLY = core.EFFECT.color_draw_only -- (the same after a color)

-- A declared effect's script form, called from a one-line chunk of the card's own file at
-- its card{} line (source and line: core.script_where()), so an error the form raises
-- outside any script (a question a decider left unanswered) names the card's file and line,
-- as its own on_play's would. (The call is not a tail call: its frame stays to be named.)
local function at_card_line(f, source, line)
  local chunk = source and load(string.rep("\n", line - 1)
                                .. "local f = ... return function(g, a, b) f(g, a, b) end",
                                source, "t", {})
  return chunk and chunk(f) or f
end

-- card{...} declares a card type; a later card of the same name replaces an earlier one.
-- What card{} and rule{} hand back: a read-only view of what the host registered, never the
-- host's own table, so a script cannot change a card or a rule once it is declared.
local function read_only(t, what)
  return setmetatable({}, {
    __index = t, __metatable = false,
    __newindex = function() fail("%s is read-only once declared", what) end,
  })
end

function sandbox.card(def)
  declaring("card{...}")
  if type(def) ~= "table" then fail("card{...}: expected a table") end
  for k, v in pairs(def) do
    if not CARD_FIELDS[k] then fail("card %s: unknown field %s", tostring(def.name), tostring(k)) end
    if not CARD_TYPES[k][type(v)] then
      fail("card %s: %s should be a %s, not a %s", tostring(def.name), k, CARD_FIELDS[k], type(v))
    end
  end
  if not def.name then fail("card{...}: a name is needed") end
  plain_texts("card " .. def.name:gsub("%c", "?"), def)
  if not def.name:match("^%S+$") or #def.name > 31 or (def.label and #def.label > 31) then
    fail("card %s: a name is one word (players type it) and a name or label at most 31 bytes " ..
         "(LUNO_NAME_MAX: longer ones were cut short, and two could become one)", def.name)
  end
  for _, k in ipairs({ "copies", "points", "number" }) do -- (C would clamp or truncate them)
    local v = def[k]
    if type(v) == "number" and (not math.tointeger(v) or k == "copies" and (v < 0 or v > 1000)) then
      fail("card %s: %s should be a whole number%s, not %s", def.name, k,
           k == "copies" and " from 0 to 1000 (or a whole-number option's name)" or "", tostring(v))
    end
  end
  local source, line = core.script_where() -- the card{} line: where later errors point
  local where = source and format("%s:%d: ", source:gsub("^@", ""), line) or ""
  if def.plays and not PLAYS[def.plays] then
    fail("card %s: plays is \"always\", \"never\" or \"without_active_color\", not %s", def.name,
         def.plays)
  end
  if def.plays and def.can_play then fail("card %s: give plays or can_play, not both", def.name) end
  if def.effect and not EFFECTS[def.effect] then
    fail("card %s: effect is \"skip\", \"reverse\", \"draw\", \"color\" or \"color_draw\", not %s",
         def.name, def.effect)
  end
  if def.effect and def.on_play then fail("card %s: give effect or on_play, not both", def.name) end
  local n = def.tags and def.tags.draw
  local draws = def.effect == "draw" or def.effect == "color_draw"
  if draws and (math.type(n) ~= "integer" or n < 1 or n > 255) then
    fail("card %s: effect \"%s\" draws tags.draw cards: a whole number from 1 to 255", def.name,
         def.effect)
  end
  if (def.on_challenge or def.challenge_by) and def.effect ~= "color_draw" then
    fail("card %s: on_challenge and challenge_by go with effect = \"color_draw\"", def.name)
  end
  if def.challenge_by and not def.on_challenge then
    fail("card %s: challenge_by needs an on_challenge to judge the challenge", def.name)
  end
  if def.on_challenge and def.plays ~= "without_active_color" then
    M.note(format("%scard %s: its on_challenge never runs: only a play that may be a bluff"
                  .. " (plays = \"without_active_color\") is challenged", where, def.name))
  end
  local top = S.max_number or 9 -- (a ruleset may declare higher ranks: max_number = 10)
  if def.number and (math.type(def.number) ~= "integer" or def.number < 0 or def.number > top) then
    M.note(format("card %s: number %s is outside 0..%d, which matching by number assumes%s",
                  def.name, tostring(def.number), top,
                  top == 9 and " (a deck with higher ranks says max_number in its ruleset)" or ""))
  end
  if file then
    local first = file.cards[def.name] -- (the line of its first card{}, or true)
    if first then
      M.note(format("%scard %s is declared twice%s; the second replaces the first",
                    where ~= "" and where or file.path .. ": ", def.name,
                    math.type(first) == "integer" and (" (first at line " .. first .. ")") or ""))
    end
    file.cards[def.name], file.declared = line or true, file.declared + 1
  end
  local t = { name = def.name, label = def.label or def.name, colored = def.colored ~= false,
              number = def.number or -1, points = def.points or 0,
              copies = type(def.copies) == "number" and def.copies or 1,
              copies_option = type(def.copies) == "string" and def.copies or nil,
              on_play = def.on_play or (not draws and def.effect and EFFECTS[def.effect].run) or nil,
              effect = def.effect, effect_code = def.effect and EFFECTS[def.effect].code or 0,
              effect_n = draws and n or 0, on_challenge = def.on_challenge,
              challenge_by = def.challenge_by, challenge_code = 0,
              can_play = def.can_play, on_first = def.on_first,
              on_react = def.on_react, tags = def.tags or {}, about = def.about,
              colors = def.colors, plays = def.plays, restricted_by = def.restricted_by,
              source = current and current.name }
  if draws then t.on_play = EFFECTS[def.effect].run_of(n, t) end -- (the script form reads t)
  if def.effect then t.on_play = at_card_line(t.on_play, source, line) end
  t.where = where
  t.view = read_only(t, "card " .. t.name) -- what scripts get: card{}'s result, legal's kind
  for i, d in ipairs(declared) do
    if d.name == t.name then declared[i] = t; return t.view end
  end
  declared[#declared + 1] = t
  return t.view
end

-- A declared invariant: { zone = "row", never = "hand" } (or a list of places: "hand",
-- "draw", or another zone's name): a card seen in the zone is not seen in one of those
-- places before it has been seen in the discard pile (where cards come back into play),
-- within a round (a new deal gathers every card).
-- The zone's name is checked when the game is built (a zone may be declared later).
local NEVER_PLACES = { hand = true, draw = true }
local function check_declared_invariant(name, v)
  local never = type(v) == "table" and v.never
  if type(never) == "string" then never = { never } end
  local ok = type(v) == "table" and type(v.zone) == "string" and type(never) == "table" and #never > 0
  for k in pairs(type(v) == "table" and v or {}) do ok = ok and (k == "zone" or k == "never") end
  for _, p in ipairs(ok and never or {}) do ok = ok and type(p) == "string" end
  if not ok then
    fail("rule %s: invariant should be a function(g) returning true, or false and why; or " ..
         "{ zone = \"row\", never = \"hand\" } (its cards never reach a hand before the discard pile)", name)
  end
end

-- A rule's hidden_vars: g.vars keys mapped to "hidden" (no seat may know the value) or
-- "by_seat" (a table by seat, each entry known to that seat alone).
local function check_hidden_vars(name, v)
  local ok = type(v) == "table" and next(v) ~= nil
  for key, kind in pairs(ok and v or {}) do
    ok = ok and type(key) == "string" and (kind == "hidden" or kind == "by_seat")
  end
  if not ok then
    fail("rule %s: hidden_vars maps g.vars keys to \"hidden\" or \"by_seat\", like hidden_vars = { trap = \"hidden\" }", name)
  end
end

-- rule{...} declares a rule: hooks and options, switched on by loading it. A rule with
-- active = function(options) ... end is off when that returns false for the options set.
function sandbox.rule(def)
  declaring("rule{...}")
  if type(def) ~= "table" or type(def.name) ~= "string" then fail("rule{...}: a name is needed") end
  plain_texts("rule " .. def.name:gsub("%c", "?"), def)
  declare_options(def.name, def.options)
  if file then file.declared = file.declared + 1 end
  for k, v in pairs(def) do
    if HOOK_EVENT[k] ~= nil then
      if type(v) ~= "function" then fail("rule %s: %s should be a function", def.name, k) end
    elseif (k == "deck" or k == "active") and type(v) ~= "function" then
      fail("rule %s: %s should be a function(%s) returning true or false", def.name, k,
           k == "deck" and "card_type" or "options")
    elseif k == "conflicts" and (type(v) ~= "table" or #v == 0 or not all_strings(v)) then
      fail("rule %s: conflicts should list rule names, like conflicts = { \"seven_o\" }", def.name)
    elseif k == "cards" and (type(v) ~= "table" or #v == 0) then
      fail("rule %s: cards should list card names, like cards = { \"7\", \"0\" }", def.name)
    elseif k == "like_top" and type(v) ~= "function" then
      fail("rule %s: like_top should be a function(g, by), run when a seat takes the window", def.name)
    elseif (k == "draw_word" or k == "play_word") and (type(v) ~= "string" or not v:match("^%l+$") or #v > 15) then
      fail("rule %s: %s should be one lowercase word, like %s = \"%s\"", def.name, k, k,
           k == "draw_word" and "press" or "discard")
    elseif k == "invariant" and type(v) ~= "function" then
      check_declared_invariant(def.name, v)
    elseif k == "zones" then
      declare_zones(v, "rule " .. def.name)
    elseif (k == "before" or k == "instead_of") and (type(v) ~= "string" or v == def.name) then
      fail("rule %s: %s names another rule, like %s = \"seven_o\"", def.name, k, k)
    elseif k == "shows" and type(v) ~= "function" then
      fail("rule %s: shows should be a function(g) returning a line (or a list of lines) for the table's view", def.name)
    elseif k == "draw_says" and type(v) ~= "function" then
      fail("rule %s: draw_says should be a function(g, seat) returning what the turn's draw does now, or nil", def.name)
    elseif k == "must_play" and (v ~= true or def.when) then
      fail("rule %s: must_play is true or absent, and not with when (the core applies it to every turn)", def.name)
    elseif k == "hidden_vars" then
      check_hidden_vars(def.name, v)
    elseif k == "world" and type(v) ~= "function" then
      fail("rule %s: world should be a function(g, seat) that deals its hidden g.vars again in a search's world", def.name)
    elseif k == "when" and type(v) ~= "string" then
      fail("rule %s: when should be the name of a g.vars key, like when = \"stack\"", def.name)
    elseif not RULE_FIELDS[k] then
      fail("rule %s: unknown field %s (hooks are: %s)", def.name, tostring(k), HOOK_NAMES)
    end
  end
  for _, old in ipairs(S.rules) do -- taking another rule's place is said, never by chance
    if old.name == def.name and def.replaces ~= def.name then
      fail("rule %s: a rule of that name is loaded already; to take its place, say replaces = \"%s\"",
           def.name, def.name)
    end
  end
  if def.replaces ~= nil and def.replaces ~= def.name then
    fail("rule %s: replaces names the rule it takes the place of, its own name (%s)", def.name, def.name)
  end
  local r = {} -- the host's own copy: the script keeps def, which no longer matters
  for k, v in pairs(def) do r[k] = v end
  -- a later rule of the same name replaces the earlier one (as cards do), where it stood
  local replaced = false
  for i, old in ipairs(S.rules) do
    if old.name == r.name then S.rules[i], replaced = r, true end
  end
  if not replaced then S.rules[#S.rules + 1] = r end
  for _, l in ipairs(loaded) do
    for i, old in ipairs(l.rules) do if old.name == r.name then table.remove(l.rules, i); break end end
  end
  if current then current.rules[#current.rules + 1] = r end
  r.file = file and file.path -- (where a declared invariant is from)
  return read_only(r, "rule " .. def.name)
end

-- preset{ rules = {...}, set = {...}, about = "..." } names rulesets and options to load
-- together; a file in presets/ returns one.
function sandbox.preset(def)
  declaring("preset{...}")
  if type(def) ~= "table" or type(def.rules) ~= "table" then fail("preset{ rules = {...} } expected") end
  return { preset = def.rules, set = def.set, about = def.about }
end

-- The fields a ruleset{} may have, in the order lua/API.md lists them, and as a set.
local RULESET_FIELDS = {
  "about", "extends", "min_players", "max_players", "colors", "options", "files", "hand_sizes",
  "set", "teams", "zones", "max_number", "call_at", "call_word", "plays_on_top", "discard_pile",
  "ends", "progress",
}
local IS_RULESET_FIELD = {}
for _, name in ipairs(RULESET_FIELDS) do IS_RULESET_FIELD[name] = true end

-- The field of RULESET_FIELDS nearest to a mistyped one (a slip or two away), or nil.
local function nearest_field(k)
  local best, far = nil, #k > 4 and 3 or 2
  for _, name in ipairs(RULESET_FIELDS) do
    local d = core.edit_distance(k, name)
    if d < far then best, far = name, d end
  end
  return best
end

-- ruleset{...} describes a folder ruleset in its init.lua; a field it does not know is
-- refused (a misspelled one was ignored).
function sandbox.ruleset(def)
  declaring("ruleset{...}")
  if type(def) ~= "table" then fail("ruleset{...}: expected a table") end
  for k in pairs(def) do
    if not IS_RULESET_FIELD[k] then
      local near = type(k) == "string" and nearest_field(k)
      fail("ruleset{...}: unknown field %s%s", tostring(k), near and (" (did you mean " .. near .. "?)")
           or (" (fields are: " .. table.concat(RULESET_FIELDS, ", ") .. ")"))
    end
  end
  plain_texts("ruleset{...}", def)
  local p = def.progress
  if p ~= nil and (type(p) ~= "table" or type(p.words) ~= "string" or type(p.of) ~= "function") then
    fail("ruleset{...}: progress should be { words = \"cards in the stock\", of = function(g, seat) "
         .. "return a count (fewer: nearer to winning) end }")
  end
  return def
end

-- Runs one script file in an environment of its own over the frozen sandbox: its globals
-- stay its own, and reading a name nobody defined is an error.
local function run_file(path)
  local text, err = core.read(path)
  if not text then error(err, 0) end
  local chunk, cerr = load(text, "@" .. path, "t", core.new_env())
  if not chunk then error(cerr, 0) end
  local outer = file
  file = { path = path, cards = {}, declared = 0 }
  S.files[#S.files + 1] = { path = path, ruleset = current and current.name }
  local def = chunk()
  if file.declared == 0 and type(def) ~= "table" then
    M.note(path .. ": declares no cards or rules (an empty file?)")
  end
  local ran = file
  file = outer
  return def, ran
end

-- What a file that describes nothing of itself is about: the cards it declares.
local function cards_about(ran)
  local names = {}
  for name in pairs(ran.cards) do names[#names + 1] = name end
  sort(names)
  return #names > 0 and ("adds the card" .. (#names > 1 and "s " or " ") .. concat(names, ", ")) or ""
end

-- luno check's profile (M.profile_start): each hook and card function counted and timed.
-- Its time is what it ran (core.clock_ns leaves out while its effect waited for an answer)
-- less the hooks it ran in turn, so nested work is counted once, where it was done.
local function profiled(hook, what)
  local P = S.profile
  if not P then return hook end
  if P.original[hook] then return hook end -- wrapped already (a type kept from the last build)
  local rec = P.by_fn[hook]
  if rec then return rec.wrapper end
  local clock, pack, unpack = core.clock_ns, table.pack, table.unpack
  rec = { what = what, calls = 0, ns = 0, fn = hook }
  rec.wrapper = function(...)
    local outer, t0 = P.child, clock()
    P.child = 0
    rec.calls = rec.calls + 1
    local r = pack(hook(...))
    local dt = clock() - t0
    rec.ns, P.child = rec.ns + dt - P.child, outer + dt
    return unpack(r, 1, r.n)
  end
  P.by_fn[hook], P.original[rec.wrapper] = rec, hook
  P.list[#P.list + 1] = rec
  return rec.wrapper
end

local CARD_HOOKS = { "on_play", "can_play", "on_first", "on_react", "on_challenge" }
-- Wraps the card functions of the deck being built.
local function profile_types()
  for _, t in ipairs(types) do
    for _, field in ipairs(CARD_HOOKS) do
      if t[field] then t[field] = profiled(t[field], "card " .. t.name .. "'s " .. field) end
    end
  end
end

-- Turns the profile on; the next build wraps what it hooks.
function M.profile_start()
  S.profile = { list = {}, by_fn = {}, original = {}, child = 0, said = {} }
end

-- The profile for luno_host_profile_report: the hooks and card functions of the target's
-- files (costliest first: { what, calls, ns, fn }), and each line of those files that
-- calls g:say or g:tell ({ path, line, count }, in file order), with the table of the
-- target's file paths.
function M.profile_report()
  local P, mine, paths = S.profile, {}, {}
  if not P then return {}, {} end
  for _, f in ipairs(S.files) do
    if f.ruleset == S.target and not mine[f.path] then mine[f.path] = true; paths[#paths + 1] = f.path end
  end
  local list = {}
  for _, rec in ipairs(P.list) do list[#list + 1] = rec end
  sort(list, function(a, b) return a.ns > b.ns end)
  local lines = {}
  for _, path in ipairs(paths) do
    local text, n = core.read(path) or "", 0
    for line in (text .. "\n"):gmatch("(.-)\n") do
      n = n + 1
      local at = not line:find("^%s*%-%-") and (line:find("[:.]say%s*%(") or line:find("[:.]tell%s*%("))
      if at then
        while at > 1 and line:find("^[%w_]", at - 1) do at = at - 1 end -- back to "g:say("
        local open, depth, stop = line:find("(", at, true), 0, #line
        for i = open, #line do -- to the call's closing parenthesis
          local c = line:sub(i, i)
          depth = depth + (c == "(" and 1 or c == ")" and -1 or 0)
          if depth == 0 then stop = i; break end
        end
        local said = line:sub(at, math.min(stop, at + 59))
        lines[#lines + 1] = { path = path, line = n, text = said, count = P.said[path .. ":" .. n] or 0 }
      end
    end
  end
  return list, lines, mine
end

-- Loads a folder ruleset: init.lua names its colors, options and files.

-- Whether colors is what the core can hold: 1 to 8 (LUNO_MAX_COLORS) different names, each a
-- lowercase word (players type them: "red 7") shorter than LUNO_NAME_MAX.
local function good_colors(colors)
  if type(colors) ~= "table" or #colors < 1 or #colors > 8 or not all_strings(colors) then
    return false
  end
  local seen = {}
  for _, c in ipairs(colors) do
    if seen[c] or #c > 31 or not c:match("^%l[%l%d_]*$") then return false end
    seen[c] = true
  end
  return true
end

-- The ruleset's `ends` (how a round and the match end), checked, into S; its round and
-- match functions become the hooks of a rule of the ruleset's own, "<name>.ends", declared
-- after its files: a round's end is looked for after every play and at every turn's end,
-- the match's once the round is scored (round_scored).
local WINS = { scoring = 0, highest = 1, lowest = 2 }
-- A ruleset's discard_pile, as the core numbers it (LUNO_DISCARD_KEPT, _NONE, _MAY_EMPTY).
local DISCARD_KINDS = { [true] = 0, [false] = 1, may_empty = 2 }
local function declare_ends(ends, dir, name)
  local where = dir .. "/init.lua: ends"
  if type(ends) ~= "table" then error(where .. " should be a table, like ends = { empty_hand = false }", 0) end
  for k, v in pairs(ends) do
    if k == "empty_hand" and type(v) ~= "boolean" then
      error(where .. ".empty_hand is true or false (false: an empty hand does not end the round)", 0)
    elseif k == "wins" and not WINS[v] then
      error(where .. ".wins is \"highest\" or \"lowest\" (the total that wins the match)", 0)
    elseif (k == "round" or k == "match") and type(v) ~= "function" then
      error(format("%s.%s should be a function(g) returning the winning seat, true (no winner%s) or nil",
                   where, k, k == "match" and ": the totals decide" or ""), 0)
    elseif k ~= "empty_hand" and k ~= "wins" and k ~= "round" and k ~= "match" then
      error(format("%s: unknown field %s (fields are: empty_hand, wins, round, match)", where, tostring(k)), 0)
    end
  end
  if ends.empty_hand ~= nil then S.hand_stays = not ends.empty_hand end
  if ends.wins ~= nil then S.wins = WINS[ends.wins] end
  if not ends.round and not ends.match then return end
  local round, match = ends.round, ends.match
  S.match_ends = match ~= nil
  local function round_over(g)
    local w = round(g)
    if w then g:end_round(w ~= true and w or nil) end
  end
  sandbox.rule({ name = name .. ".ends",
    after_play = round and function(g) round_over(g) end,
    turn_end = round and round_over,
    round_scored = match and function(g, winner)
      local w = match(g, winner)
      if w then g:end_match(w ~= true and w or nil) end
    end })
end

local function load_folder(dir, spec)
  local def = run_file(dir .. "/init.lua")
  if type(def) ~= "table" then error(dir .. "/init.lua: should return ruleset{...}", 0) end
  current.about = def.about or ""
  local extends = def.extends -- a name, or a list: a deck and the house rules it needs
  if type(extends) == "string" then extends = { extends } end
  for _, base in ipairs(type(extends) == "table" and extends or {}) do M.load(base) end
  if def.zones ~= nil then declare_zones(def.zones, dir .. "/init.lua") end
  if def.teams ~= nil then
    if def.teams ~= "partners" and type(def.teams) ~= "table" then
      error(dir .. "/init.lua: teams is \"partners\" (partners sit across) or a list of seat lists, like { {0, 2}, {1, 3} }", 0)
    end
    S.teams = def.teams
  end
  if def.min_players then S.min_players = def.min_players end
  if def.max_number ~= nil then
    if math.type(def.max_number) ~= "integer" or def.max_number < 9 or def.max_number > 100 then
      error(dir .. "/init.lua: max_number is the highest rank the deck's numbers reach, 9 to 100", 0)
    end
    S.max_number = def.max_number
  end
  if def.call_at ~= nil then -- the last-card call: at 2 cards for DOS, "dos"
    if math.type(def.call_at) ~= "integer" or def.call_at < 1 or def.call_at > 10 then
      error(dir .. "/init.lua: call_at is how many cards a play leaves when its call is due (1 for UNO)", 0)
    end
    S.call_at = def.call_at
  end
  if def.call_word ~= nil then
    if type(def.call_word) ~= "string" or not def.call_word:match("^%l+$") or #def.call_word > 15 then
      error(dir .. "/init.lua: call_word is what players say, one lowercase word, like call_word = \"dos\"", 0)
    end
    S.call_word = def.call_word
  end
  if def.plays_on_top ~= nil then -- false: plays are not made on the discard pile's top (DOS)
    if type(def.plays_on_top) ~= "boolean" then
      error(dir .. "/init.lua: plays_on_top is true or false (false: no play matches the discard pile's top, which the table then does not show)", 0)
    end
    S.plays_on_top = def.plays_on_top
  end
  if def.max_players then S.max_players = def.max_players end
  if def.hand_sizes ~= nil then
    for k, v in pairs(type(def.hand_sizes) == "table" and def.hand_sizes or { false }) do
      if math.type(k) ~= "integer" or math.type(v) ~= "integer" or v < 0 or v > 1000 then
        error(dir .. "/init.lua: hand_sizes maps a number of players to the cards dealt (0 to 1000), like { [2] = 7 }", 0)
      end
    end
    S.hand_sizes = def.hand_sizes
  end
  if def.colors ~= nil and not good_colors(def.colors) then
    error(dir .. "/init.lua: colors should list 1 to 8 different colors, each a lowercase word " ..
          "of at most 31 letters, like { \"red\", \"blue\" }", 0)
  end
  if def.colors then
    for k in pairs(S.colors) do S.colors[k] = nil end
    for k in pairs(S.color_index) do S.color_index[k] = nil end
    for i, c in ipairs(def.colors) do S.colors[i] = c; S.color_index[c] = i - 1 end
  end
  declare_options(current.name, def.options)
  if def.discard_pile ~= nil then -- false: none (no first card, no top); "may_empty": a script may empty it
    S.discard = DISCARD_KINDS[def.discard_pile]
    if not S.discard then
      error(dir .. "/init.lua: discard_pile is true, false (the game keeps none, and flips no first card) or "
            .. "\"may_empty\" (flipped, and a script may take its last card)", 0)
    end
  end
  for _, f in ipairs(def.files or {}) do run_file(dir .. "/" .. f) end
  if def.ends ~= nil then declare_ends(def.ends, dir, spec) end
  if def.progress ~= nil then -- what `luno sim` counts of the closest opponent at the end
    S.progress = { words = def.progress.words, of = def.progress.of, where = dir .. "/init.lua" }
  end
  for k, v in pairs(def.set or {}) do M.set(k, tostring(v)) end -- options of the rulesets below
end

-- M.load(name) loads a ruleset by name or path (core.find resolves it).
function M.load(name)
  for _, r in ipairs(loaded) do if r.name == name then return end end
  local path, kind = core.find(name)
  if not path and (name:find("/", 1, true) or name:find(".lua", 1, true)) then
    error("cannot open " .. name .. ": " .. (kind or "no such file or folder"), 0)
  end
  if not path then
    error("no ruleset named '" .. name .. "' (searched " .. core.search_path() .. "; see `luno rules`)", 0)
  end
  local saved = current
  current = { name = name, path = path, rules = {}, about = "" }
  if not saved then S.target = name end -- the last ruleset named at the top: luno check's
  loaded[#loaded + 1] = current
  if kind == "dir" then
    load_folder(path, name)
  else
    local def, ran = run_file(path)
    if type(def) == "table" and def.preset then
      current.about = def.about or ""
      for _, r in ipairs(def.preset) do M.load(r) end
      for k, v in pairs(def.set or {}) do M.set(k, tostring(v)) end
    elseif type(def) == "table" then
      current.about = def.about or ""
    end
    if current.about == "" then current.about = cards_about(ran) end
  end
  current = saved
end

-- Checks that loaded rules do not name each other as conflicts.
function M.check_conflicts()
  local on = {}
  for _, r in ipairs(loaded) do
    on[r.name] = true
    for _, rule in ipairs(r.rules) do on[rule.name] = true end
  end
  for _, r in ipairs(loaded) do
    for _, rule in ipairs(r.rules) do
      for _, other in ipairs(rule.conflicts or {}) do
        if on[other] then error(format("rules %s and %s cannot be used together", rule.name, other), 0) end
      end
    end
  end
end

-- Parses an option value written as text, following the type of its default.
local INT_MAX = 0x7fffffff -- the core's C int
local function parse_value(name, o, text)
  local d = o.default
  if math.type(d) == "integer" then
    -- range-checked whole, before any conversion: the core reads it as a C int, so a
    -- number past one (4294967303) would be one value to scripts and another to the core
    local v = math.tointeger(tonumber(text))
    if not v or (d >= 0 and v < 0) or v > INT_MAX or v < -INT_MAX - 1 then
      local what = d >= 0 and format("a whole number from 0 to %d", INT_MAX)
                   or format("a whole number from %d to %d", -INT_MAX - 1, INT_MAX)
      error(format("option %s takes %s, not '%s'", name, what, text), 0)
    end
    return v
  elseif type(d) == "number" then
    local v = tonumber(text)
    if not v then error(format("option %s takes a number, not '%s'", name, text), 0) end
    return v
  elseif type(d) == "boolean" then
    if text == "true" or text == "on" or text == "1" then return true end
    if text == "false" or text == "off" or text == "0" then return false end
    error(format("option %s takes true or false, not '%s'", name, text), 0)
  end
  if o.choices then
    for _, c in ipairs(o.choices) do if c == text then return text end end
    error(format("option %s takes one of %s, not '%s'", name, concat(o.choices, ", "), text), 0)
  end
  return text
end

function M.set(name, text)
  local o = options[name]
  if not o then
    local names = {}
    for k in pairs(options) do names[#names + 1] = k end
    sort(names)
    local list = concat(names, ", ", 1, math.min(#names, 40)) .. (#names > 40 and ", ..." or "")
    error(format("no option named '%s' in the loaded rulesets (options: %s)", name,
                 #names > 0 and list or "none"), 0)
  end
  o.value = parse_value(name, o, text)
  o.set = true -- set by the user or a preset: a ruleset's hand_sizes no longer apply
  S.option_values[name] = o.value
end

-- Puts each rule with `before = X` or `instead_of = X` just before rule X in the active
-- list (so its hooks run first), and notes X's hooks that an `instead_of` rule replaces
-- (replaced_hooks["X.after_play"]); a name no rule has is an error.
local replaced_hooks = {}
local function wrap_order(active)
  for k in pairs(replaced_hooks) do replaced_hooks[k] = nil end
  local by_name, movers, out = {}, {}, {}
  for _, r in ipairs(S.rules) do by_name[r.name] = r end
  for _, r in ipairs(active) do
    local target = r.before or r.instead_of
    if target and not by_name[target] then
      error(format("rule %s: %s names no rule '%s' (loaded: see `luno rules`)", r.name,
                   r.before and "before" or "instead_of", target), 0)
    end
    if target then movers[target] = movers[target] or {}; table.insert(movers[target], r) end
    if r.instead_of then
      for name in pairs(HOOK_EVENT) do
        if r[name] then replaced_hooks[r.instead_of .. "." .. name] = true end
      end
    end
  end
  -- A rule is placed after the rules placed before it, each once; a circle of them (a
  -- before b, b before a) has no order, and is refused naming every rule in it.
  local placed, path, at = {}, {}, {}
  local function circle(r)
    local said = {}
    for i = at[r], #path do
      local mover = path[i + 1] or r
      said[#said + 1] = format("%s %s %s%s", mover.name, mover.before and "before" or "instead_of",
                               path[i].name, mover.file and " (" .. mover.file .. ")" or "")
    end
    error(format("rules in a circle of before/instead_of, so no order is possible: %s",
                 concat(said, ", ")), 0)
  end
  local function place(r)
    if placed[r] then return end
    if at[r] then circle(r) end
    path[#path + 1], at[r] = r, #path + 1
    for _, m in ipairs(movers[r.name] or {}) do place(m) end
    path[#path], at[r] = nil, nil
    placed[r] = true
    out[#out + 1] = r
  end
  local on = {}
  for _, r in ipairs(active) do on[r] = true end
  for _, r in ipairs(active) do -- a rule placed before another goes with it, unless it is off
    if not on[by_name[r.before or r.instead_of or ""]] then place(r) end
  end
  for _, r in ipairs(active) do place(r) end
  return out
end

-- The check a declared invariant makes (check_declared_invariant): the zone's cards are
-- marked, a mark goes when its card is seen in the discard pile, and a marked card in a
-- `never` place fails. S.marks (card -> the zones it was seen in, as bits; emptied by
-- game.lua's M.reset) keeps the marks.
local function declared_invariant(rule, decl, players)
  local zone = S.core_zone[decl.zone]
  if not zone then
    local known = {}
    for _, z in ipairs(S.zones) do known[#known + 1] = z.name end
    error(format("rule %s: its invariant names no zone '%s' (zones: %s)", rule.name, decl.zone,
                 #known > 0 and concat(known, ", ") or "none declared"), 0)
  end
  local PILE = core.PILE
  local banned, names = {}, {}
  for _, place in ipairs(type(decl.never) == "table" and decl.never or { decl.never }) do
    local z = S.core_zone[place]
    if not z and not NEVER_PLACES[place] then
      error(format("rule %s: its invariant's never names '%s', which is not hand, draw or a zone", rule.name, place), 0)
    end
    names[#names + 1] = place
    for k = z or 0, z and z + (S.seat_zone[place] and players - 1 or 0) or -1 do
      banned[PILE.zone0 + k] = place
    end
    if place == "draw" then banned[PILE.draw] = place end
  end
  local hands = false -- "hand": any seat's
  for _, place in ipairs(names) do hands = hands or place == "hand" end
  local marks, discard, bit = S.marks, PILE.discard, 1 << zone
  local last = PILE.zone0 + zone + (S.seat_zone[decl.zone] and players - 1 or 0)
  local round = nil -- a new round gathers every card: the marks start over
  return function(g)
    if g.round ~= round then
      for c, seen in pairs(marks) do marks[c] = seen & ~bit ~= 0 and seen & ~bit or nil end
      round = g.round
    end
    for from = PILE.zone0 + zone, last do -- (a zone one per seat: every seat's)
      for _, c in ipairs(core.zone(from)) do marks[c] = (marks[c] or 0) | bit end
    end
    for c, seen in pairs(marks) do
      local at = seen & bit ~= 0 and core.card_pile(c)
      if at == discard then
        marks[c] = seen ~ bit ~= 0 and seen ~ bit or nil
      elseif at and (banned[at] or (hands and at >= PILE.hand0 and at < PILE.zone0)) then
        return false, format("%s went from zone %s to %s without passing the discard pile",
                             g:card_text(c), decl.zone, banned[at] and (banned[at] == "draw" and
                             "the draw pile" or "zone " .. banned[at]) or ("seat " .. (at - PILE.hand0) .. "'s hand"))
      end
    end
    return true
  end
end

-- The core's zones for a table of players: each zone declared, a zone per_seat once for
-- each seat ("pass@0", "pass@1", ... owned by its seat); S.core_zone and S.seat_zone say
-- where each name went.
local function zones_for(players)
  local out = {}
  for k in pairs(S.core_zone) do S.core_zone[k], S.seat_zone[k] = nil, nil end
  for k in pairs(S.pile_at) do S.pile_at[k] = nil end
  for _, z in ipairs(S.zones) do
    S.core_zone[z.name], S.seat_zone[z.name] = #out, z.per_seat or nil
    for s = 0, z.per_seat and players - 1 or 0 do
      out[#out + 1] = { name = z.per_seat and z.name .. "@" .. s or z.name, face_up = z.face_up,
                        owner = z.per_seat and s or nil, gathered = z.gathered, hidden = z.hidden }
    end
  end
  if #out > MAX_ZONES then
    error(format("the loaded rulesets need %d zones at %d players (%d at most: a zone one per seat counts once a seat)",
                 #out, players, MAX_ZONES), 0)
  end
  return out
end

-- The hand_size option for a table of players: the ruleset's hand_sizes for that many
-- players, unless someone set the option.
local function deal_size(players)
  local o, by = options.hand_size, S.hand_sizes
  if not o or o.set or not by or not players then return end
  o.value = by[players] or o.default
  S.option_values.hand_size = o.value
end

-- Keeps the declared card types that every active rule's deck filter keeps, numbering them
-- in order; S.types and S.type_by_name are refilled in place (game.lua holds them).
local function build_deck(active)
  S.in_deck = {} -- the names kept, for listing options of cards the deck has
  for k in pairs(types) do types[k] = nil end
  for k in pairs(S.type_tags) do S.type_tags[k] = nil end
  for k in pairs(type_by_name) do type_by_name[k] = nil end
  for _, t in ipairs(declared) do
    local keep = true
    for _, rule in ipairs(active) do
      if rule.deck and not rule.deck(t) then keep = false end
    end
    if keep then
      -- its declared legality (core's luno_type.plays); restricted_by names a boolean option
      -- that switches a "without_active_color" restriction off when false (a plain wild then)
      t.plays_code = t.plays and PLAYS[t.plays] or 0
      if t.restricted_by and options[t.restricted_by] and options[t.restricted_by].value == false then
        t.plays_code = PLAYS.always
      end
      if t.copies_option then -- copies = "an option's name": that option's value
        local o = options[t.copies_option]
        if not o or math.type(o.value) ~= "integer" or o.value < 0 or o.value > 1000 then
          error(format("%scard %s: copies names %s, which is no whole-number option from 0 to 1000%s",
                       t.where, t.name, t.copies_option, o and format(" (it is %s)", tostring(o.value)) or ""), 0)
        end
        t.copies = o.value
      end
      t.color_mask = 0 -- the colors it comes in (core's luno_type.color_mask): 0 for all
      for _, name in ipairs(t.colors or {}) do
        local c = S.color_index[name]
        if not c then error(format("card %s: colors names no color '%s'", t.name, tostring(name)), 0) end
        t.color_mask = t.color_mask | (1 << c)
      end
      t.id = #types
      if t.copies ~= 0 then S.in_deck[t.name] = true end
      types[#types + 1] = t
      S.type_tags[#types] = t.tags
      type_by_name[t.name] = t
    end
  end
  local views = {} -- g:card_types(): a new read-only list each build (its identity says which)
  for i, t in ipairs(types) do views[i] = t.view end
  S.card_types = setmetatable({}, {
    __index = views, __len = function() return #views end, __metatable = false,
    __newindex = function() fail("g:card_types() is read-only") end,
    __pairs = function()
      local i = 0
      return function() i = i + 1; if views[i] then return i, views[i] end end
    end,
  })
end

-- A rule's `cards` as a set of names (nil: every card); a name no declared card has is a
-- mistake worth stopping for.
local function card_set(rule)
  if not rule.cards then return nil end
  local set = {}
  for _, name in ipairs(rule.cards) do
    local known = false
    for _, t in ipairs(declared) do known = known or t.name == name end
    if not known then error(format("rule %s: cards names no card '%s'", rule.name, tostring(name)), 0) end
    set[name] = true
  end
  return set
end

-- The seats the loaded rulesets are played by: min_players, max_players (2 to 10).
function M.players_range() return S.min_players or 2, S.max_players or 10 end

-- What the C host needs to build the core's setup, for a table of players seats.
-- The team of each seat (a list, 1-based by seat) for a table of players, from the
-- rulesets' `teams`; nil without teams.
local function teams_of(players)
  local t = S.teams
  if t == nil then return nil end
  local list = {}
  if t == "partners" then
    if players % 2 ~= 0 or players < 4 then
      error(format("partners sit across: an even number of players from 4, not %d", players), 0)
    end
    for s = 0, players - 1 do list[s + 1] = s % (players // 2) end
    return list
  end
  for i, group in ipairs(t) do
    for _, seat in ipairs(type(group) == "table" and group or {}) do
      if math.type(seat) ~= "integer" or seat < 0 or seat >= players or list[seat + 1] then
        error(format("teams: seat %s is not a seat of %d players, or is in two teams", tostring(seat), players), 0)
      end
      list[seat + 1] = i - 1
    end
  end
  for s = 0, players - 1 do
    if not list[s + 1] then error(format("teams: seat %d of %d is in no team", s, players), 0) end
  end
  -- a match of one team can never be lost (no round scores against it): it would not end
  for i, group in ipairs(t) do
    if type(group) ~= "table" or #group == 0 then
      error(format("teams: team %d has no seat (each team lists its seats, like {0, 2})", i), 0)
    end
  end
  if #t < 2 then
    error(format("teams: at least two teams, each with a seat, not %d (a team of every seat never loses a round, so its match would never end)", #t), 0)
  end
  return list
end

-- The play hooks in the order a play runs them (before_play, last_card, after_play; the
-- card's own on_play goes between the last two), for the host to run itself where every
-- question is answered where it is asked (lua/plays.c): each one's function, list (0, 1,
-- 2), `when` key's bit and the ids of the card types its `cards` name (nil: every type).
-- nil when a `when` key is past the host's bits (only Lua checks such a key): M.run then.
local function play_list()
  local list = {}
  for part, name in ipairs({ "before_play", "last_card", "after_play" }) do
    local rules = S.hook_rules[name]
    for i, fn in ipairs(hooks[name] or {}) do
      local when, only = rules[i].when, rules[i].card_set
      if when and not S.gate_bits[when] then return nil end
      local ids
      if only then
        ids = {}
        for _, t in ipairs(types) do
          if only[t.name] then ids[#ids + 1] = t.id end
        end
      end
      list[#list + 1] = { fn = fn, list = part - 1, bit = when and S.gate_bits[when], types = ids }
    end
  end
  return list
end

-- The force_draw hooks in order, each with its `when` key's bit, for g:force_draw to run
-- from C (lua/methods.c); nil when a key is past the host's bits (its Lua version then).
local function force_list()
  local list, rules = {}, S.hook_rules.force_draw
  for i, fn in ipairs(hooks.force_draw or {}) do
    local when = rules[i].when
    if when and not S.gate_bits[when] then return nil end
    list[i] = { fn = fn, bit = when and S.gate_bits[when] }
  end
  return list
end

function M.setup(players)
  set_up = true
  if #S.colors == 0 then
    error("the loaded rulesets declare no colors" .. (S.target and
      format(": %s adds to a game (as --rules official,%s)", S.target, S.target) or ""), 0)
  end
  players = math.tointeger(tonumber(players))
  local lo, hi = S.min_players or 2, S.max_players or 10
  if players and (players < lo or players > hi) then
    if lo == hi then error(format("the loaded rulesets are played by %d players, not %d", lo, players), 0) end
    error(format("the loaded rulesets are played by %d to %d players, not %d", lo, hi, players), 0)
  end
  deal_size(players)
  local zones = zones_for(players or 1) -- (before the invariants, which name zones)
  local opts = {}
  for k, o in pairs(options) do opts[k] = o.value end
  for k in pairs(hooks) do hooks[k] = nil end
  local active = {}
  for _, rule in ipairs(S.rules) do
    if not rule.active or rule.active(opts) then active[#active + 1] = rule end
  end
  active = wrap_order(active)
  build_deck(active)
  if #types == 0 then error("the loaded rulesets declare no cards", 0) end
  if S.profile then profile_types() end
  local ev, always, masks = 0, 0, {}
  local hook_rules, gate_bits, ngates = S.hook_rules, S.gate_bits, 0
  for k in pairs(hook_rules) do hook_rules[k] = nil end
  for k in pairs(gate_bits) do gate_bits[k] = nil end
  -- per card type (1-based): whether a play of it wakes a play hook whatever g.vars holds,
  -- and the `when` keys (bits) that wake the others
  local play_always, play_masks = {}, {}
  for i = 1, #types do play_always[i], play_masks[i] = false, 0 end
  for _, rule in ipairs(active) do
    local gate, cards = rule.when, card_set(rule)
    rule.card_set = cards -- the play hooks' filter (game.lua's fire_play)
    if gate and not gate_bits[gate] and ngates < MAX_GATES then
      gate_bits[gate], ngates = ngates, ngates + 1
    end
    local bit = gate and gate_bits[gate] and (1 << gate_bits[gate])
    for name, event in pairs(HOOK_EVENT) do
      if rule[name] then
        if replaced_hooks[rule.name .. "." .. name] then goto next_hook end
        hooks[name] = hooks[name] or {}
        hook_rules[name] = hook_rules[name] or {}
        hooks[name][#hooks[name] + 1] = profiled(rule[name], "rule " .. rule.name .. "'s " .. name)
        hook_rules[name][#hooks[name]] = rule
        if event then ev = ev | (1 << event) end
        if event and bit then
          masks[event] = (masks[event] or 0) | bit
        elseif event then
          always = always | (1 << event)
        end
        if event == EV.play then
          for i, t in ipairs(types) do
            if not cards or cards[t.name] then
              if bit then play_masks[i] = play_masks[i] | bit else play_always[i] = true end
            end
          end
        end
      end
      ::next_hook::
    end
  end
  -- A declared draw runs in the core only where no rule hooks force_draw (stacking), as
  -- the option draw_loses_turn says; else its script (g:force_draw) runs.
  -- A color_draw's victim may challenge it where it has an on_challenge, its play is
  -- restricted now (a bluff is possible) and the option challenge_by names, if any, is on.
  local keeps = options.draw_loses_turn and options.draw_loses_turn.value == false
  core.draw_keeps_turn(keeps) -- (g:force_draw's own draw reads it: lua/methods.c)
  for _, t in ipairs(types) do
    if t.effect == "draw" then
      t.effect_code = hooks.force_draw and 0 or keeps and EFFECT_DRAW_ONLY or EFFECTS.draw.code
    elseif t.effect == "color_draw" then
      t.effect_code = hooks.force_draw and 0 or keeps and EFFECT_COLOR_DRAW_ONLY
                      or EFFECTS.color_draw.code
      local by = t.challenge_by and options[t.challenge_by]
      if t.challenge_by and (not by or type(by.value) ~= "boolean") then
        error(format("%scard %s: challenge_by names %s, which is no true-or-false option",
                     t.where, t.name, t.challenge_by), 0)
      end
      t.challenge_code = t.on_challenge and t.plays_code == PLAYS.without_active_color
                         and (not by or by.value == true) and 1 or 0
    end
  end
  S.like_top = nil -- the rule whose like_top window the core opens (one at most)
  for _, rule in ipairs(active) do
    if rule.like_top and S.like_top then
      error(format("rules %s and %s both declare like_top; one table has one", S.like_top.name, rule.name), 0)
    end
    if rule.like_top then S.like_top = rule end
  end
  local invariants = {} -- the active rules' own checks, for luno_host_invariants
  for _, rule in ipairs(active) do
    local inv = rule.invariant
    if type(inv) == "table" then inv = declared_invariant(rule, inv, players) end
    if inv then invariants[#invariants + 1] = { fn = inv, rule = rule.name, where = rule.file } end
  end
  M.invariants = invariants
  local shows = {} -- the active rules' lines for the table's view (game.lua's M.table_lines)
  for _, rule in ipairs(active) do
    if rule.shows then shows[#shows + 1] = { fn = rule.shows, rule = rule.name } end
  end
  M.shows = shows
  local draw_says = {} -- the active rules' words for the turn's draw (game.lua's M.draw_words)
  for _, rule in ipairs(active) do
    if rule.draw_says then draw_says[#draw_says + 1] = rule.draw_says end
  end
  M.draw_says = draw_says
  -- What a search's world may not copy from the game (game.lua's M.world): the hidden
  -- g.vars keys of the active rules, and their world hooks, in order.
  local hidden, worlds = {}, {}
  for _, rule in ipairs(active) do
    for key, kind in pairs(rule.hidden_vars or {}) do
      if hidden[key] and hidden[key] ~= kind then
        error(format("rules declare g.vars.%s both hidden and by_seat (rule %s)", key, rule.name), 0)
      end
      hidden[key] = kind
    end
    if rule.world then worlds[#worlds + 1] = rule.world end
  end
  M.hidden_vars, M.worlds, M.has_world = hidden, worlds, next(hidden) ~= nil or #worlds > 0
  local must_play = 0 -- a rule declares it: the core offers no decline beside a card that plays
  for _, rule in ipairs(active) do must_play = rule.must_play and 1 or must_play end
  local draw_word -- what the turn's draw is called (the last active rule to say)
  local play_word -- what a play is called in the narration ("discard": Phase 10), the same way
  for _, rule in ipairs(active) do draw_word, play_word = rule.draw_word or draw_word, rule.play_word or play_word end
  -- The hooks of the events fired through fire() (lua/game.lua), in order, with their `when`
  -- keys' bits: when the last is the only one live, the host calls it directly (lua/
  -- effects.c). A `when` key past the host's bits keeps the event on the general path (only
  -- Lua checks such a key).
  local direct = {}
  for name, event in pairs(HOOK_EVENT) do
    local list, rules = hooks[name], hook_rules[name]
    local fired = event and event ~= EV.play and event ~= EV.last_card and event ~= EV.legal
                  and event ~= EV.first_card
    local run = fired and list and {}
    for i, fn in ipairs(run and list or {}) do
      local when = rules[i].when
      if when and not gate_bits[when] then run = nil; break end
      run[i] = { fn = fn, bit = when and gate_bits[when] }
    end
    if run then direct[event] = run end
  end
  -- The legal hooks in the order they run, for the host's pipeline (lua/legal.c): each
  -- one's function, its `when` key and that key's bit (nil past the host's bits), its rule.
  -- A rule's legal_types (asked once for a seat's list: by_type) runs before its legal.
  local legal = {}
  for _, rule in ipairs(active) do
    for _, name in ipairs({ "legal_types", "legal" }) do
      for i, fn in ipairs(hooks[name] or {}) do
        if hook_rules[name][i] == rule then
          legal[#legal + 1] = { fn = fn, key = rule.when, bit = rule.when and gate_bits[rule.when],
                                rule = rule.name, by_type = name == "legal_types" }
        end
      end
    end
  end
  local open = 0 -- the keys g.vars holds now (a game may be under way)
  for key, bit in pairs(gate_bits) do
    if S.vars[key] then open = open | (1 << bit) end
  end
  return { colors = S.colors, types = types, events = ev, options = opts, always = always,
           teams = teams_of(players), zones = zones,
           gate_masks = masks, open_gates = open, play_always = play_always,
           play_masks = play_masks, like_top = S.like_top and S.like_top.name, direct = direct,
           plays = play_list(), force = force_list(), like_top_fn = S.like_top and S.like_top.like_top,
           legal = legal, draw_word = draw_word, play_word = play_word, call_at = S.call_at or 1, call_word = S.call_word or "uno",
           must_play = must_play, top_out_of_play = S.plays_on_top == false or (S.discard or 0) > 0,
           hand_stays = S.hand_stays and 1 or 0, wins = S.wins or 0, discard = S.discard or 0,
           match_ends = S.match_ends and 1 or 0 }
end

-- The card type named name (its name, or its label in any case): its label and about text
-- (`help <card>` in the REPL); nothing when no type has that name.
function M.card_about(name)
  local lower = name:lower()
  for _, t in ipairs(types) do
    if t.name == name or t.label:lower() == lower then return t.label, t.about or "" end
  end
end

-- A number card's about text with its own number at the end read as "its number" (nil for
-- any other card): the cards of one ruleset whose texts then agree share a line.
local function number_about(t)
  return t.number >= 0 and (t.about or ""):gsub("%f[%d]" .. t.number .. "$", "its number") or nil
end

-- The lines `luno rules --rules X` and the REPL's `rules` list the deck's cards in: each
-- type's name, the ruleset it comes from, what it does; a run of number cards one line.
function M.card_lines()
  local lines, i = {}, 1
  while types[i] do
    local t, last = types[i], i
    local function follows(u)
      return u and u.source == t.source and number_about(u) and number_about(u) == number_about(t)
    end
    while follows(types[last + 1]) do last = last + 1 end
    local name, about = t.name, t.about or ""
    if last > i then name, about = t.name .. " to " .. types[last].name, number_about(t) end
    lines[#lines + 1] = format("card %-16s  %s%s", name, t.source and ("(" .. t.source .. ") ") or "", about)
    i = last + 1
  end
  return lines
end

-- Lists rulesets and options for `luno rules`.
function M.describe()
  local out = {}
  for _, r in ipairs(loaded) do out[#out + 1] = { name = r.name, about = r.about, path = r.path } end
  local names = {}
  for k in pairs(options) do names[#names + 1] = k end
  sort(names)
  local opts = {}
  for _, k in ipairs(names) do
    local o = options[k]
    local absent = o.card and S.in_deck and not S.in_deck[o.card] -- (a card the deck leaves out)
    if not absent then opts[#opts + 1] = { name = k, default = tostring(o.default), value = tostring(o.value),
                        help = o.help, owner = o.owner,
                        choices = o.choices and concat(o.choices, "|") or nil } end
  end
  return out, opts
end

return M
