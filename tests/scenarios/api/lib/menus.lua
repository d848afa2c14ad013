-- menus: cards whose effects ask g:choose, the script's own menu (tests/scenarios/api/choose.lua).
card {
  name = "menu", label = "Menu", points = 20, copies = 1,
  on_play = function(g, me)
    local k = g:choose(me, { { "twice", "Draw two" }, { 7, "Seven" }, "nothing" },
                       { prompt = "What now?", private = "you hold " .. g:holds(me) })
    g:say("chose %s (%s)", tostring(k), math.type(k) or type(k))
  end,
}
card {
  name = "maybe", label = "Maybe", points = 20, copies = 1,
  on_play = function(g, me)
    g:say("maybe %s", tostring(g:choose(me, { "left", "right" }, { optional = true })))
  end,
}
card { name = "empty_menu", label = "Empty", points = 20, copies = 1,
       on_play = function(g, me) g:choose(me, {}) end }
card { name = "bad_menu", label = "Bad", points = 20, copies = 1,
       on_play = function(g, me) g:choose(me, { { "a", {} } }) end }
return rule { name = "menus", about = "cards that ask menus" }
