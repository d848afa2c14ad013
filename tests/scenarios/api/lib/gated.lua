-- gated: a rule with `when`: its hooks run only while g.vars.frozen is set. A Freeze card
-- sets it on the next seat, which may then play nothing (it must draw); the freeze thaws
-- at the next turn of another seat. An ungated rule reports what g.vars holds; a rule with
-- cards = { "freeze" } speaks after a Freeze only.
card {
  name = "freeze", label = "Freeze", points = 20, copies = 1,
  on_play = function(g) g.vars.frozen = g:next_seat(); g.vars[1] = "frozen once" end,
}

rule {
  name = "frozen", when = "frozen",
  turn_start = function(g, seat)
    g:say("thaw check " .. seat)
    if seat ~= g.vars.frozen then g.vars.frozen = nil end
  end,
  legal = function(g, seat, card, ok)
    if seat == g.vars.frozen and card then return false, "you are frozen" end
    return ok
  end,
}

rule { -- cards: its play hook runs only for a Freeze
  name = "on_freeze", cards = { "freeze" },
  after_play = function(g) g:say("after a freeze") end,
}

return rule {
  name = "tally", about = "a freeze card and a rule gated on it",
  after_play = function(g)
    local n = 0
    for _ in pairs(g.vars) do n = n + 1 end
    g:say(("vars %d len %d first %s"):format(n, #g.vars, tostring(g.vars[1])))
  end,
}
