-- Trap: at each round's start the game secretly picks a trap color; whoever plays a card
-- of it draws three. No seat knows the color (hidden_vars), so a search's world deals its
-- own (world): a search may not avoid the real trap better than a guess. `nosy` in each
-- seat's own entry of a by_seat key: what the searcher may keep of it.
rule {
  name = "trap",
  hidden_vars = { trap = "hidden", nosy = "by_seat" },
  round_start = function(g)
    g.vars.trap = g.colors[math.random(#g.colors)]
    g.vars.nosy = {}
    for s = 0, g.players - 1 do g.vars.nosy[s] = g.colors[math.random(#g.colors)] end
  end,
  world = function(g) g.vars.trap = g.colors[math.random(#g.colors)] end,
  after_play = function(g, seat, card)
    local color = g:color_of(card)
    if color == g.vars.trap or color == g.vars.nosy[seat] then g:draw(seat, 3) end
  end,
}
