-- stocks: a zone one per seat declared hidden (a face-down stock): its own seat does not
-- know its cards until one is shown (tests/scenarios/api/zone_hidden.lua).
card {
  name = "peek", label = "Peek", points = 20, copies = 1,
  on_play = function(g, me)
    local stock = g:deal_to("stock", 2, me)
    g:say("own seat knows its stock: %s", tostring(g:knows(me, stock[1])))
    g:reveal(stock[2], "all")
    g:say("after the reveal: %s, the one below: %s", tostring(g:knows(me, stock[2])), tostring(g:knows(me, stock[1])))
  end,
}
return rule { name = "stocks", about = "a hidden stock per seat", zones = { { name = "stock", per_seat = true, hidden = true } } }
