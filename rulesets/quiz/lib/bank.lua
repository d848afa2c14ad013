-- quiz/lib/bank.lua: question banks for the quiz rule (rulesets/house/quiz.lua). Loads a
-- bank once and checks every question where it is written (an error names the bank's
-- file:line), and judges typed answers. docs/QUIZ.md describes banks and answers.
local M = {}

local FIELDS = { prompt = true, answer = true, answers = true, topic = true }
local MADE = {}   -- marks the records question{} makes
local banks = {}  -- module name -> its questions (banks are fixed data: loaded once)

-- Text as answers are compared: lower case, without spaces or punctuation.
function M.words(s) return (s:lower():gsub("[%s%p]", "")) end

-- Signs and unit words an amount may carry; they are dropped, never converted.
local PREFIXES = { "$", "\u{a3}", "\u{20ac}" }
local UNITS = { "cents", "cent", "dollars", "dollar", "pence", "pounds", "pound", "euros",
                "euro", "\u{a2}", "\u{20ac}", "c", "p" }

-- The number typed text stands for ("$2.50", "2,50", "1,000", "75 cents"), or nil.
function M.amount(s)
  s = s:lower():gsub("%s", "")
  for _, p in ipairs(PREFIXES) do
    if s:sub(1, #p) == p then s = s:sub(#p + 1); break end
  end
  for _, u in ipairs(UNITS) do
    if #s > #u and s:sub(-#u) == u then s = s:sub(1, -#u - 1); break end
  end
  s = s:gsub(",(%d%d%d)%f[^%d]", "%1"):gsub(",", ".")  -- 1,000 groups; 2,50 a decimal comma
  if not (s:find("^%-?%d*%.?%d+$") or s:find("^%-?%d+%.$")) then return nil end
  return tonumber(s)
end

-- An accepted answer as people read it: 7, 2.50, "dimes".
function M.show(a)
  if type(a) == "number" then
    return a % 1 == 0 and string.format("%d", math.tointeger(a)) or string.format("%.2f", a)
  end
  return a
end

-- Whether typed text is one of the question's accepted answers.
function M.right(q, typed)
  local n, w = M.amount(typed), M.words(typed)
  for _, a in ipairs(q.answers) do
    local an = type(a) == "number" and a or M.amount(a)
    if an and n then
      if math.abs(an - n) <= 1e-9 * math.max(1, math.abs(an)) then return true end
    elseif type(a) == "string" and w ~= "" and M.words(a) == w then
      return true
    end
  end
  return false
end

-- Checks one accepted answer; errors are located at the bank's line (level 3).
local function check_answer(a)
  if type(a) == "number" then
    if a ~= a or a == math.huge or a == -math.huge then error("question: an answer is not a number", 3) end
  elseif type(a) == "string" then
    if M.words(a) == "" and not M.amount(a) then error("question: an answer is empty", 3) end
  else
    error("question: an answer is a number or a text, not a " .. type(a), 3)
  end
end

-- question { "prompt", answer, topic = "..." } or { prompt =, answer(s) =, topic = }: the
-- call a bank file makes for each question. answer is a number, a text or a list of them.
function M.question(q)
  if type(q) ~= "table" then error('question { "prompt", answer } expected', 2) end
  for k in pairs(q) do
    if not FIELDS[k] and k ~= 1 and k ~= 2 then
      error("question: unknown field '" .. tostring(k) .. "' (prompt, answer, topic)", 2)
    end
  end
  local prompt = q.prompt or q[1]
  local answers = q.answers or q.answer or q[2]
  if type(prompt) ~= "string" or not prompt:find("%S") then error("question: a prompt (text) is needed", 2) end
  if #prompt > 120 then error("question: the prompt is longer than 120 characters", 2) end
  if answers == nil then error("question: no accepted answer", 2) end
  if type(answers) ~= "table" then answers = { answers } end
  if answers[1] == nil then error("question: no accepted answer", 2) end
  for _, a in ipairs(answers) do check_answer(a) end
  if q.topic ~= nil and type(q.topic) ~= "string" then error("question: topic should be a text", 2) end
  local _, at = pcall(error, "", 3) -- "file:line: " of the bank's line
  return { prompt = prompt, answers = answers, shown = M.show(answers[1]), topic = q.topic,
           at = at:gsub(": $", ""), made = MADE }
end

-- The module of a bank: a name in quiz/ ("money"), or a path on the ruleset path
-- ("quiz/money.lua", "class/week1.lua"); nil and why for anything else.
function M.module_of(name)
  if name:find("/") or name:find("%.lua$") then
    if name:find("^/") or name:find("%.%.") then
      return nil, "quiz_bank '" .. name .. "': a bank path is relative to the ruleset path " ..
                  "(put the file in rulesets/quiz/ or under a folder of LUNO_PATH)"
    end
    name = name:gsub("%.lua$", ""):gsub("/", ".")
  else
    name = "quiz." .. name
  end
  if not name:find("^[%w_]+[%w_.]*$") or name:find("%.%.") or name:find("%.$") then
    return nil, "quiz_bank '" .. name .. "' is not a bank name (letters, digits, _)"
  end
  return name
end

-- Loads a bank (once) and returns its list of questions. Errors name the bank's file:line,
-- or the caller's line when the bank cannot be found.
function M.load(name)
  local mod, why = M.module_of(name)
  if not mod then error(why, 2) end
  if banks[mod] then return banks[mod] end
  -- the bank runs in an environment of its own where `question` is defined
  local ok, bank = pcall(require, mod, setmetatable({ question = M.question }, { __index = _G }))
  if not ok then
    if tostring(bank):find("^require: no module") then
      error("quiz_bank '" .. name .. "': no bank " .. mod:gsub("%.", "/") .. ".lua on the ruleset path", 2)
    end
    error(bank, 0)
  end
  local file = mod:gsub("%.", "/") .. ".lua"
  if type(bank) ~= "table" then error("quiz bank " .. file .. " should return { question {...}, ... }", 2) end
  local list = {}
  for i, q in ipairs(bank) do
    if type(q) ~= "table" or q.made ~= MADE then
      local prev = list[i - 1]  -- located at the question before it, when there is one
      if prev then error(prev.at .. ": the entry after this question is not written question { ... }", 0) end
      error("quiz bank " .. file .. ": entry " .. i .. " is not written question { ... }", 2)
    end
    list[i] = q
  end
  if #list == 0 then error("quiz bank " .. file .. " has no questions", 2) end
  banks[mod] = list
  return list
end

return M
