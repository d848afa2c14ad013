-- menu: the first turn of a game starts with a menu of the rule's own (g:choose), whose
-- private part only the asking seat is shown (tests/repl/menu.in).
return rule {
  name = "menu", about = "the first turn starts with a menu",
  turn_start = function(g, seat)
    if g.vars.asked then return end
    g.vars.asked = true
    local k = g:choose(seat, { { "draw", "Draw two cards" },
                               { "give", "Give the next seat your first card" }, "Nothing" },
                       { prompt = "Start how?", private = "you hold " .. g:holds(seat) .. " cards" })
    if k == "draw" then g:draw(seat, 2) elseif k == "give" then g:give(g:hand(seat)[1], g:next_seat(seat)) end
  end,
}
