-- Spy bot: looks everywhere a bot can reach for the game object, the host's bindings and
-- cards its seat does not know. It never answers: it raises "LEAK: ..." if it found a way
-- to the game, else "seen:<ids>" listing every card id it was shown, which the test checks
-- against what its seat knows.
local found, leaks

-- Walks a value: card-like tables ({ id = n, name = "..." }) are recorded; a function,
-- userdata, thread or metatable anywhere in the view or the question is a leak.
local function walk(v, path, depth, visited, code_ok)
  local t = type(v)
  if t == "function" then
    if not code_ok then leaks[#leaks + 1] = path end
    return
  elseif t == "userdata" or t == "thread" then
    leaks[#leaks + 1] = path .. " is a " .. t
    return
  elseif t ~= "table" or visited[v] or depth > 12 then
    return
  end
  visited[v] = true
  if math.type(rawget(v, "id")) == "integer" and type(rawget(v, "name")) == "string" then
    found[#found + 1] = v.id
  end
  -- a metatable the script can reach is a leak; a protected one (false) shows nothing
  if type(getmetatable(v)) == "table" then leaks[#leaks + 1] = path .. " has a metatable" end
  for k, x in pairs(v) do -- (pairs: a view makes its fields as they are read)
    walk(k, path .. "[key]", depth + 1, visited, code_ok)
    walk(x, path .. "." .. tostring(k), depth + 1, visited, code_ok)
  end
end

-- Every other way out a script might try.
local function probe()
  for _, name in ipairs({ "g", "core", "M", "S", "debug", "io", "os", "package", "dofile",
                          "loadfile", "collectgarbage", "card", "rule", "ruleset" }) do
    local ok, v = pcall(function() return _ENV[name] end) -- unknown globals raise errors
    if ok and v ~= nil then leaks[#leaks + 1] = "global " .. name end
  end
  if pcall(getmetatable, "") then leaks[#leaks + 1] = "the string metatable" end
  if ("").__index ~= nil or ("").dump ~= nil then leaks[#leaks + 1] = "string fields" end
  local ok, found = pcall(load("return g or core or debug"))
  if ok and found ~= nil then leaks[#leaks + 1] = "load" end
  for _, m in ipairs({ "game", "prelude", "official", "official.uno", "debug" }) do
    if pcall(require, m) then leaks[#leaks + 1] = "require " .. m end
  end
end

return function(view, ask)
  found, leaks = {}, {}
  local visited = {}
  walk(view, "view", 0, visited, false)
  walk(ask, "ask", 0, visited, false)
  walk(_ENV, "env", 0, visited, true)
  probe()
  if #leaks > 0 then error("LEAK: " .. table.concat(leaks, ", "), 0) end
  table.sort(found)
  local parts = {}
  for i, id in ipairs(found) do parts[i] = tostring(id) end
  error("seen:" .. table.concat(parts, ","), 0)
end
