-- A turn: take the draw pile's top or the discard pile's (not a Skip), then lay the Phase
-- down, add cards to Phases on the table once one's own is down, and discard one card.
local P = require "phase_10.lib.phases"

return rule {
  name = "phase_10_turn", about = "take a card, lay down the Phase, add to Phases, discard",
  play_word = "discard",
  turn_start = function(g, me)
    if g.vars.skipped[me] then g.vars.skipped[me] = nil; return g:end_turn() end
    local top, step = g.top
    local from = top and g:name(top) ~= "skip" and g:choose(me, { { "draw", "take the draw pile's top" },
      { top, "take the discard pile's " .. g:card_text(top) } }, "Which card do you take?")
    if from and from ~= "draw" then g:give(from, me) else g:draw(me) end
    repeat
      step = g:choose(me, P.steps(g, me), "Your move")
      g.vars.quiet = step ~= "discard" and 0 or g.vars.quiet -- (a Phase laid or added to)
      if step == "discard" then
        g:play(me, g:choose_card(me, g:hand(me), "Discard which card?")) -- (a Skip's effect runs)
      elseif type(step[1]) == "number" then -- (the cards that may be added to a Phase)
        local card = g:choose_card(me, step, "Add which card?")
        local to = g:choose(me, P.hits(g, card), "To which Phase?")
        if to[2] == "bottom" then g:insert(card, "bottom", to[1]) else g:to_zone(card, to[1]) end
      else
        for i, group in ipairs(step) do for _, c in ipairs(group.cards) do g:to_zone(c, "laid/" .. i, me) end end
        g.vars.laid[me] = true
      end
    until step == "discard" or g:holds(me) == 0
    g:end_turn()
  end,
}
