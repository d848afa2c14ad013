-- phase_watch: says, once each round is scored, who has completed Phase 10 (their Phase
-- past 10), for tests/scenarios/phase_10/match_end.lua.
return rule {
  name = "phase_watch", about = "tells who completed Phase 10",
  round_scored = function(g)
    for s = 0, g.players - 1 do
      if g.vars.phase[s] > 10 then g:say("seat %d completed Phase 10 with %d points", s, g:score(s)) end
    end
  end,
}
