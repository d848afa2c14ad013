-- keeper: after every play its player names another seat: an effect's question, asked while
-- the effect waits, whose answer goes into a table of g.vars the effect holds across the
-- question. A search from that question must leave that table the one g.vars has.
return rule {
  name = "keeper", about = "after each play a seat is named and kept in g.vars.named",
  after_play = function(g, seat)
    local named = g.vars.named or {}
    g.vars.named = named
    named[#named + 1] = g:choose_seat(seat, { others = true })
    g.vars.count = #named
  end,
}
