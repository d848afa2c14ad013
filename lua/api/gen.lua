-- gen.lua: makes what lua/api.lua declares into what the build and the docs need (see the
-- top of lua/api.lua). Run by lua/api/apigen.c (a plain Lua with its standard libraries):
--   apigen gen.lua API_LUA c OUT_H          the C header (argument macros, registrations)
--   apigen gen.lua API_LUA write API_MD META rewrites API.md's generated tables and META
--   apigen gen.lua API_LUA check API_MD META fails (status 1) when either differs
local api_file, mode = arg[1], arg[2]
local API = dofile(api_file)

---------------------------------------------------------------------------------------------
-- Reading the declaration
---------------------------------------------------------------------------------------------

-- The types a declaration names, as LuaLS writes them.
local LUA_TYPES = {
  seat = "luno.Seat", card = "luno.Card", color = "luno.Color",
  filter = "luno.Filter|luno.Color", count = "integer",
}

-- An argument "name: type" (name? optional, "= value" its default in C; name ... a vararg)
-- as a record.
local function parse_arg(text, where)
  local name, ty = text:match("^([%w_%.]+%??):%s*(.+)$")
  if not name then error(("%s: argument %q is not \"name: type\""):format(where, text), 0) end
  local optional = name:sub(-1) == "?"
  name = optional and name:sub(1, -2) or name
  local base, def = ty:match("^(.-)%s*=%s*(.+)$")
  ty = base or ty
  return { name = name, type = ty, optional = optional, default = def, vararg = name == "..." }
end

-- Every method, in declaration order: { name, args, returns, c, doc, ex, group, alias }.
local function methods()
  local list, seen = {}, {}
  for gi, group in ipairs(API.groups) do
    for _, e in ipairs(group) do
      local m = { name = e[1], returns = e.returns, c = e.c, doc = e.doc, ex = e.ex, group = gi,
                  closure = e.closure, call = e.call, args = {} }
      if seen[m.name] then error("lua/api.lua: " .. m.name .. " is declared twice", 0) end
      seen[m.name] = m
      for i = 2, #e do m.args[#m.args + 1] = parse_arg(e[i], m.name) end
      list[#list + 1] = m
    end
  end
  for _, d in ipairs(API.deprecated) do
    local of = seen[d[1]] and error("lua/api.lua: " .. d[1] .. " is declared twice", 0) or seen[d.alias]
    if not of then error("lua/api.lua: " .. d[1] .. " is an alias of undeclared " .. d.alias, 0) end
    list[#list + 1] = setmetatable({ name = d[1], alias = d.alias, since = d.since }, { __index = of })
  end
  return list
end

---------------------------------------------------------------------------------------------
-- The C header
---------------------------------------------------------------------------------------------

-- C that reads argument a of method m at stack index i (self is 1) and declares it.
local function c_reader(m, a, i)
  local fn, t, opt = m.name, a.type, a.optional
  if t == "seat" or t == "card" then
    local read = ('host_%s_arg(L, %d, "%s")'):format(t, i, fn)
    if opt then read = ("lua_isnoneornil(L, %d) ? -1 : %s"):format(i, read) end
    return ("int %s = %s"):format(a.name, read)
  elseif t == "filter" then
    return ('host_filter %s = host_filter_arg(L, %d, "%s")'):format(a.name, i, fn)
  elseif t == "count" then
    return ('int %s = host_count_arg(L, %d, "%s", %d)'):format(a.name, i, fn, opt and 1 or 0)
  elseif t == "integer" then
    local read = ('host_integer_arg(L, %d, "%s", "%s", %d)'):format(i, fn, a.name, opt and 1 or 0)
    if a.default then read = ("lua_isnoneornil(L, %d) ? %s : %s"):format(i, a.default, read) end
    return ("lua_Integer %s = %s"):format(a.name, read)
  elseif t == "color" then
    return ('int %s = host_color_arg(L, %d, "%s")'):format(a.name, i, fn)
  end
  return ("int %s = %d; (void)%s"):format(a.name, i, a.name) -- read by the method, at this index
end

-- The method's call as people read it: g:hand(seat [, filter]).
local function call_text(m)
  local out, close = {}, ""
  for i, a in ipairs(m.args) do
    if a.optional then
      out[#out + 1] = (i > 1 and " [, " or "[") .. a.name
      close = close .. "]"
    else
      out[#out + 1] = (i > 1 and ", " or "") .. a.name
    end
  end
  if m.call then return m.call end
  local args = table.concat(out) .. close
  return ("g:%s(%s)"):format(m.name, args)
end

-- The Lua types (type()'s names, space-separated) a value of a declared type may have:
-- "integer|string?" -> "number string", "fun(...)?" -> "function", "luno.Color[]?" -> "table".
local function lua_types_of(t)
  t = t:gsub("%?$", "")
  if t:match("^%(?fun") then return "function" end
  local out = {}
  for alt in (t .. "|"):gmatch("([^|]*)|") do
    local name = alt:match("^\"") and "string" or (alt:match("%[%]$") or alt:match("^table")) and "table"
                 or (alt == "integer" or alt == "number") and "number" or alt
    if not table.concat(out, " "):find(name, 1, true) then out[#out + 1] = name end
  end
  return table.concat(out, " ")
end

-- The lists the host's Lua checks rule{} and card{} against (bound as core.API): the
-- card's fields with their Lua types, the rule's fields, its hooks with their events.
local function declared_lists(out)
  out[#out + 1] = "/* The fields of card { ... } and the Lua types each may have. */"
  out[#out + 1] = "static const char *const api_card_fields[][2] = {"
  for _, f in ipairs(API.card) do
    out[#out + 1] = ('    {"%s", "%s"},'):format(f[1], lua_types_of(f[2]))
  end
  out[#out + 1] = "};"
  out[#out + 1] = "/* The fields of rule { ... } besides its hooks. */"
  local names = {}
  for _, f in ipairs(API.rule) do names[#names + 1] = '"' .. f[1] .. '"' end
  out[#out + 1] = ("static const char *const api_rule_fields[] = {%s};"):format(table.concat(names, ", "))
  out[#out + 1] = "/* The hooks of rule { ... } in the order the docs give them, each with its core event"
  out[#out + 1] = ' * (core.EVENT\'s name), "" where only the Lua side fires it, "window" for like_top. */'
  out[#out + 1] = "static const char *const api_hooks[][2] = {"
  for _, h in ipairs(API.hooks) do
    out[#out + 1] = ('    {"%s", "%s"},'):format(h[1], h.event or "")
  end
  out[#out + 1] = "};"
end

local function c_header(list)
  local out = {
    "/* api_gen.h: made by lua/api/gen.lua from lua/api.lua at every build; do not edit.",
    " * API_ARGS_<NAME>: reads and checks the arguments of g:<name> as declared, into locals",
    " * named as the declaration names them (an argument of another type is its stack index).",
    " * API_METHODS_<FILE>: the luaL_Reg entries of the methods written in lua/<file>.c.",
    " * api_methods[]: every method, for the host's check that each is defined. */",
    "#ifndef LUNO_API_GEN_H", "#define LUNO_API_GEN_H", "",
  }
  local by_file, files = {}, {}
  for _, m in ipairs(list) do
    if m.c and not m.alias then
      local reads = {}
      for i, a in ipairs(m.args) do
        if not a.vararg then reads[#reads + 1] = c_reader(m, a, i + 1) end
      end
      out[#out + 1] = ("/* %s */"):format(call_text(m))
      if #reads == 0 then
        out[#out + 1] = ("#define API_ARGS_%s (void)L"):format(m.name:upper())
      else
        out[#out + 1] = ("#define API_ARGS_%s %s"):format(m.name:upper(), table.concat(reads, "; "))
      end
    end
    if m.c and not m.closure then
      if not by_file[m.c] then by_file[m.c] = {}; files[#files + 1] = m.c end
      local entries = by_file[m.c]
      entries[#entries + 1] = ('{"%s", m_%s}'):format(m.name, m.alias or m.name)
    end
  end
  out[#out + 1] = ""
  for _, f in ipairs(files) do
    out[#out + 1] = ("#define API_METHODS_%s %s"):format(f:upper(), table.concat(by_file[f], ", "))
  end
  out[#out + 1] = ""
  out[#out + 1] = "/* A method of g as declared: its name, whether it is written in C, how many"
  out[#out + 1] = " * arguments it takes (after self; -1 for any number), and the method it is an old"
  out[#out + 1] = " * name of (or NULL). */"
  out[#out + 1] = "typedef struct api_method {"
  out[#out + 1] = "  const char *name;"
  out[#out + 1] = "  int in_c, nargs;"
  out[#out + 1] = "  const char *alias_of;"
  out[#out + 1] = "} api_method;"
  out[#out + 1] = "static const api_method api_methods[] = {"
  for _, m in ipairs(list) do
    local n = #m.args
    if n > 0 and m.args[n].vararg then n = -1 end
    out[#out + 1] = ('    {"%s", %d, %d, %s},'):format(m.name, m.c and 1 or 0, n,
                                                      m.alias and ('"' .. m.alias .. '"') or "NULL")
  end
  out[#out + 1] = "};"
  out[#out + 1] = "/* The fields of g. */"
  local fields = {}
  for _, f in ipairs(API.fields) do fields[#fields + 1] = '"' .. f[1] .. '"' end
  out[#out + 1] = ("static const char *const api_fields[] = {%s};"):format(table.concat(fields, ", "))
  declared_lists(out)
  out[#out + 1] = ""
  out[#out + 1] = "#endif"
  return table.concat(out, "\n") .. "\n"
end

---------------------------------------------------------------------------------------------
-- lua/API.md's tables
---------------------------------------------------------------------------------------------

-- A markdown table cell: pipes escaped.
local function cell(text) return (text or ""):gsub("|", "\\|") end

local function md_row(cells)
  local out = {}
  for i, c in ipairs(cells) do out[i] = cell(c) end
  return "| " .. table.concat(out, " | ") .. " |"
end

local function md_table(header, rows)
  local out = { md_row(header), "|" .. string.rep("---|", #header) }
  for _, r in ipairs(rows) do out[#out + 1] = md_row(r) end
  return table.concat(out, "\n")
end

-- The generated blocks of API.md, by marker name.
local function md_blocks(list)
  local blocks = {}
  local rows = {}
  for _, f in ipairs(API.fields) do rows[#rows + 1] = { "`g." .. f[1] .. "`", f[3] } end
  blocks.fields = md_table({ "field", "value" }, rows)
  for gi, group in ipairs(API.groups) do
    rows = {}
    for _, m in ipairs(list) do
      if m.group == gi and not m.alias then
        local r = { "`" .. call_text(m) .. "`", m.doc }
        if #group.header == 3 then r[3] = m.ex and ("`" .. m.ex .. "`") or "" end
        rows[#rows + 1] = r
      end
    end
    blocks["group" .. gi] = md_table(group.header, rows)
  end
  rows = {}
  for _, m in ipairs(list) do
    if m.alias then rows[#rows + 1] = { "`g:" .. m.name .. "`", "`g:" .. m.alias .. "`", m.since } end
  end
  blocks.deprecated = md_table({ "old", "new", "since" }, rows)
  rows = {}
  for _, f in ipairs(API.card) do
    local params = f[2]:match("^fun%((.-)%)")
    local names = {}
    for name in (params or ""):gmatch("([%w_]+):") do names[#names + 1] = name end
    local shown = params and ("%s(%s)"):format(f[1], table.concat(names, ", ")) or f[1]
    rows[#rows + 1] = { "`" .. shown .. "`", f.doc, f.default }
  end
  blocks.card = md_table({ "field", "meaning", "default" }, rows)
  rows = {}
  for _, h in ipairs(API.hooks) do
    local names = { "g" }
    for i = 2, #h do names[#names + 1] = parse_arg(h[i], h[1]).name end
    rows[#rows + 1] = { ("`%s(%s)`"):format(h[1], table.concat(names, ", ")), h.when, h.kind }
  end
  blocks.hooks = md_table({ "hook", "when", "kind" }, rows)
  return blocks
end

-- text with each block between its markers replaced; errors name a missing marker.
local function fill_markers(text, blocks, path)
  for name, body in pairs(blocks) do
    local open, close = ("<!-- api:%s -->"):format(name), ("<!-- /api:%s -->"):format(name)
    local a = text:find(open, 1, true)
    local b = text:find(close, 1, true)
    if not a or not b then error(("%s: no %s ... %s markers"):format(path, open, close), 0) end
    text = text:sub(1, a + #open - 1) .. "\n" .. body .. "\n" .. text:sub(b)
  end
  return text
end

---------------------------------------------------------------------------------------------
-- lua/meta/luno.lua
---------------------------------------------------------------------------------------------

local function lua_type(t) return LUA_TYPES[t] or t end

-- A LuaLS parameter line for a function's arguments and returns.
local function params(args, returns)
  local out = {}
  for _, a in ipairs(args) do
    if a.vararg then
      out[#out + 1] = "@param ... " .. lua_type(a.type)
    else
      out[#out + 1] = ("@param %s%s %s"):format(a.name, a.optional and "?" or "", lua_type(a.type))
    end
  end
  if returns then out[#out + 1] = "@return " .. returns end
  return #out > 0 and ("---" .. table.concat(out, " ")) or nil
end

local function meta(list)
  local out = {
    "---@meta",
    "-- luno.lua: the scripting API of luno as LuaLS (lua-language-server) annotations, so an",
    "-- editor completes and type-checks card, rule and bot scripts. Made by lua/api/gen.lua from",
    "-- lua/api.lua (`make api`); do not edit. Nothing here runs: the host defines every name",
    "-- (lua/API.md describes each). Point your editor at it: .luarc.json",
    '-- `{ "workspace.library": ["<luno>/lua/meta"] }` (the repository\'s own does).',
    "",
    API.types,
    "",
    "---The game object every hook and card function receives.",
    "---@class luno.Game",
  }
  for _, f in ipairs(API.fields) do out[#out + 1] = ("---@field %s %s %s"):format(f[1], f[2], f[3]) end
  out[#out + 1] = "local Game = {}"
  for gi, group in ipairs(API.groups) do
    out[#out + 1] = ""
    out[#out + 1] = "-- " .. group.title
    for _, m in ipairs(list) do
      if m.group == gi and not m.alias then
        out[#out + 1] = "---" .. m.doc
        out[#out + 1] = params(m.args, m.returns)
        local names = {}
        for _, a in ipairs(m.args) do names[#names + 1] = a.name end
        out[#out + 1] = ("function Game:%s(%s) end"):format(m.name, table.concat(names, ", "))
      end
    end
  end
  out[#out + 1] = ""
  for _, m in ipairs(list) do
    if m.alias then
      local names = {}
      for _, a in ipairs(m.args) do names[#names + 1] = a.name end
      out[#out + 1] = "---@deprecated use " .. m.alias
      out[#out + 1] = ("function Game:%s(%s) end"):format(m.name, table.concat(names, ", "))
    end
  end
  for _, class in ipairs({ { "luno.CardDef", API.card }, { "luno.RuleDef", API.rule } }) do
    out[#out + 1] = ""
    out[#out + 1] = "---@class " .. class[1]
    for _, f in ipairs(class[2]) do -- (a type ending in ? is an optional field)
      local ty, opt = f[2]:match("^(.-)(%??)$")
      out[#out + 1] = ("---@field %s%s %s %s"):format(f[1], opt, ty, f.doc)
    end
  end
  for _, h in ipairs(API.hooks) do
    local args = { "g: luno.Game" }
    for i = 2, #h do args[#args + 1] = h[i] end
    local ret = h.returns and (": " .. h.returns) or ""
    out[#out + 1] = ("---@field %s? fun(%s)%s"):format(h[1], table.concat(args, ", "), ret)
  end
  out[#out + 1] = [[

---@class luno.RulesetDef
---@field about? string
---@field extends? string|string[]
---@field colors? luno.Color[]
---@field options? table<string, luno.Option>
---@field files? string[]
---@field min_players? integer
---@field max_players? integer
---@field hand_sizes? table<integer, integer> cards dealt by number of players (unless hand_size is set)
---@field set? table<string, any> option values it gives the rulesets it extends
---@field teams? "partners"|integer[][] seats in teams: partners across, or listed (`{ {0, 2}, {1, 3} }`)
---@field zones? { name: string, face_up: boolean? }[] places for cards besides the draw and discard piles
---@field max_number? integer the highest rank numbers reach (9 by default; DOS: 10)
---@field call_at? integer the cards a play leaves when the last-card call is due (1: UNO; DOS: 2)
---@field call_word? string what the call is called (`"dos"`): the REPL's command and word
---@field plays_on_top? boolean false: no play matches the discard pile's top (DOS), and the table does not show it

---Declares a card type; a later card of the same name replaces it.
---@param def luno.CardDef
---@return luno.CardDef
function card(def) end

---Declares a rule; a later rule of the same name replaces it.
---@param def luno.RuleDef
---@return luno.RuleDef
function rule(def) end

---Describes a folder ruleset (its init.lua returns it).
---@param def luno.RulesetDef
---@return luno.RulesetDef
function ruleset(def) end

---Names rulesets and options loaded together.
---@param def { rules: string[], set?: table<string, any>, about?: string }
function preset(def) end

---An option: its default (its type is the option's), a line of help, allowed values, and the
---card type it is about (a deck without that card does not list it).
---@param default boolean|integer|number|string
---@param help string
---@param choices? string[]
---@param card? string
---@return luno.Option
function option(default, help, choices, card) end

---A bot's view of the table (rulesets/bots/): only what its seat may see.
---@class luno.View
---@field seat luno.Seat
---@field players integer
---@field hand table[]                 { id, name, label, color, number, points, wild }
---@field hand_sizes table<luno.Seat, integer>
---@field known table<luno.Seat, table[]>
---@field top table?
---@field color luno.Color?
---@field scores table<luno.Seat, integer>
---@field options table<string, any>]]
  return table.concat(out, "\n") .. "\n"
end

---------------------------------------------------------------------------------------------
-- Writing and checking
---------------------------------------------------------------------------------------------

local function read(path)
  local f = assert(io.open(path, "rb"))
  local text = f:read("a")
  f:close()
  return text
end

local function write(path, text)
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
end

-- The first line where two texts differ, for the check's message.
local function first_difference(a, b)
  local n = 1
  local ia, ib = a:gmatch("[^\n]*\n?"), b:gmatch("[^\n]*\n?")
  while true do
    local x, y = ia(), ib()
    if x ~= y then return n, x or "(end)", y or "(end)" end
    if not x then return nil end
    n = n + 1
  end
end

local list = methods()
if mode == "c" then
  write(arg[3], c_header(list))
elseif mode == "write" or mode == "check" then
  local md_path, meta_path = arg[3], arg[4]
  local want = { [md_path] = fill_markers(read(md_path), md_blocks(list), md_path),
                 [meta_path] = meta(list) }
  local stale = false
  for _, path in ipairs({ md_path, meta_path }) do
    local have = read(path)
    if have ~= want[path] then
      if mode == "write" then
        write(path, want[path])
        print("api: wrote " .. path)
      else
        local line, got, expected = first_difference(have, want[path])
        io.stderr:write(("api: %s differs from lua/api.lua at line %d:\n  has:  %s\n  want: %s\n"
                         .. "(run `make api` to make it anew)\n"):format(path, line, got:gsub("\n$", ""),
                                                                       (expected:gsub("\n$", ""))))
        stale = true
      end
    end
  end
  if stale then os.exit(1) end
  if mode == "check" then print("ok: lua/API.md and lua/meta/luno.lua are what lua/api.lua declares") end
else
  io.stderr:write("usage: apigen gen.lua API_LUA (c OUT_H | write API_MD META | check API_MD META)\n")
  os.exit(2)
end
