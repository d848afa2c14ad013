-- order: cards that walk tables with pairs and next, whose order must not hang on the Lua
-- state (its string hash seed differs from one state to the next).
local function walk(t)
  local out = {}
  for k in pairs(t) do out[#out + 1] = tostring(k) end
  return table.concat(out, " ")
end
card { name = "walker", label = "Walker", copies = 1,
  on_play = function(g)
    local t = {}
    for _, k in ipairs({ "pear", "apple", "fig", "banana", "cherry" }) do t[k] = true end
    t[3], t[1], t[2.5], t[true], t[false] = 1, 1, 1, 1, 1
    g:say("pairs: %s", walk(t))
    local chain, k = {}, next(t)
    while k ~= nil do chain[#chain + 1] = tostring(k); k = next(t, k) end
    g:say("next: %s", table.concat(chain, " "))
    g.vars.zeta, g.vars.alpha, g.vars.mid = 1, 2, 3
    g:say("vars: %s", walk(g.vars))
  end }
return rule { name = "order", about = "pairs and next in one order: the sandbox's test" }
