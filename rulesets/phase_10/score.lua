-- Each seat's Phase (g.vars.phase, 1 to 10; 11 once Phase 10 is made) and the round's end:
-- every hand scores its own cards against it, and who laid their Phase goes on to the next.
return rule {
  name = "phase_10_score", about = "the cards left score against their hand; a Phase made is passed",
  round_start = function(g)
    g.vars.phase = g.vars.phase or {}
    for s = 0, g.players - 1 do g.vars.phase[s] = g.vars.phase[s] or 1 end
    g.vars.laid, g.vars.skipped = {}, {}
  end,
  shows = function(g) -- "Phases: seat 0 on 3 (down), seat 1 on 2"
    if not g.vars.phase then return end
    local list = {}
    for s = 0, g.players - 1 do
      list[#list + 1] = ("seat %d on %d%s"):format(s, g.vars.phase[s], g.vars.laid[s] and " (down)" or "")
    end
    return "Phases: " .. table.concat(list, ", ")
  end,
  round_end = function(g)
    for s = 0, g.players - 1 do
      local points = 0
      for _, c in ipairs(g:hand(s)) do points = points + g:points(c) end
      g:add_points(s, points)
      if g.vars.laid[s] then g.vars.phase[s] = g.vars.phase[s] + 1 end
    end
  end,
}
