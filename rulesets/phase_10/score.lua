-- Each seat's Phase (g.vars.phase, 1 to 10; 11 once Phase 10 is made), passed when laid. A
-- round nobody can finish ends: no card off the table extends a Phase down, nor makes one.
local P = require "phase_10.lib.phases"

local function blocked(g)
  local on, off = {}, {}
  for s = 0, g.players - 1 do
    for _, p in ipairs(g:piles("laid", s)) do for _, c in ipairs(g:zone(p)) do on[c] = true end end
  end
  for _, c in ipairs(g:deck()) do if not on[c] then off[#off + 1] = c; if P.hits(g, c)[1] then return false end end end
  for s = 0, g.players - 1 do
    if not g.vars.laid[s] and #g:melds(off, P.PHASES[g.vars.phase[s]], "wild") > 0 then return false end
  end
  return true
end

return rule {
  name = "phase_10_score", about = "a Phase made is passed; a round nobody can finish ends",
  round_start = function(g)
    g.vars.phase = g.vars.phase or {}
    for s = 0, g.players - 1 do g.vars.phase[s] = g.vars.phase[s] or 1 end
    g.vars.laid, g.vars.skipped = {}, {}
  end,
  shows = function(g) -- "Phases: seat 0 on 3 (down), seat 1 on 2"
    local list = {}
    for s = 0, g.vars.phase and g.players - 1 or -1 do
      list[#list + 1] = ("seat %d on %d%s"):format(s, g.vars.phase[s], g.vars.laid[s] and " (down)" or "")
    end
    return #list > 0 and "Phases: " .. table.concat(list, ", ") or nil
  end,
  turn_end = function(g) -- (looked at after each four laps of turns with nothing laid)
    g.vars.quiet = (g.vars.quiet or 0) + 1
    if g.vars.quiet % (4 * g.players) == 0 and blocked(g) then g:end_round() end
  end,
  round_end = function(g)
    for s = 0, g.players - 1 do if g.vars.laid[s] then g.vars.phase[s] = g.vars.phase[s] + 1 end end
  end,
}
