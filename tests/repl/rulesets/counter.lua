-- counter: script state the REPL's `lua` must never carry from one command to the next
-- (repl.lua_copy): a count in a file-level variable that the rule's turn_end hook raises
-- (and returns, for g:run_rule), a file-level table the rule hands out through g.vars, and an object in g.vars
-- whose fields a script function works out (each read raises the count).
local count = 0
local shared = { n = 0, list = { 1, 2, 3 } }
local counted = { __index = function(_, key) count = count + 1; return key .. count end }
return rule {
  name = "counter", about = "a file-level count, for the REPL's lua",
  round_start = function(g)
    g.vars.shared = shared
    g.vars.object = setmetatable({}, counted)
  end,
  turn_end = function() count = count + 1; return count end,
}
