-- prefers: the first two turns ask a yes/no question and a menu that each declare the
-- answer a plain bot gives (`prefer`): greedy takes it, though it says no to a yes/no
-- question and takes a menu's first choice otherwise (tests/repl/prefers.in).
return rule {
  name = "prefers", about = "questions with a preferred answer",
  turn_start = function(g, seat)
    g.vars.turns = (g.vars.turns or 0) + 1
    if g.vars.turns > 2 then return end
    local yes = g:ask_yes_no(seat, { prompt = "Draw a card first?", prefer = true })
    if yes then g:draw(seat, 1) end
    local k = g:choose(seat, { { "keep", "Keep your hand" }, { "give", "Give the next seat your first card" } },
                       { prompt = "And then?", prefer = "give" })
    if k == "give" then g:give(g:hand(seat)[1], g:next_seat(seat)) end
  end,
}
