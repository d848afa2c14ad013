-- Stacking: on a draw card (a `draw` tag: +2, +4, +6, +10) its victim may play any draw card
-- of equal or higher value, whatever its color, and pass the total on; the first who does
-- not draws the total and loses the turn. A draw card that goes out ends the round: its
-- victim draws the total at once.
local REFUSAL = "%d cards are stacked on you: stack +%d or more, or draw"

local function collect(g, seat, drawn, loses)  -- seat draws the total (less what it drew)
  local s = g.vars.stack
  g.vars.stack = nil
  local n = s.total - (drawn or 0)
  g:say("seat %d takes the stack: %d %sto draw%s", seat, n, drawn and "more " or "",
        loses and ", and loses the turn" or "")
  g:draw(seat, n)
end

rule {
  name = "no_mercy_stack_pending", when = "stack",
  legal = function(g, seat, card, ok)
    local s = g.vars.stack
    if s.victim ~= seat or not card then return ok end
    if (g:tag(card, "draw") or 0) >= s.last then return true end
    return false, REFUSAL, s.total, s.last
  end,
  draw = function(g, seat)
    if g.vars.stack.victim ~= seat then return end
    collect(g, seat, 1, true)  -- the turn's own draw was the first card
    g:end_turn()
  end,
  turn_start = function(g, seat)  -- the victim's turn went by without an answer
    if g.vars.stack.victim ~= seat then collect(g, g.vars.stack.victim) end
  end,
}

return rule {
  name = "no_mercy_stack", about = "draw cards stack by equal or higher value",
  round_start = function(g) g.vars.stack = nil end,
  force_draw = function(g, seat, n, card)
    local s = g.vars.stack
    if not card or g:holds(g.current) == 0 then  -- a penalty, or its player went out
      if s then collect(g, seat) end
      return false                               -- the plain draw follows
    end
    local total = (s and s.total or 0) + n
    g.vars.stack = { total = total, victim = seat, last = n }
    g:say("stacks: %d to draw on seat %d (stack +%d or more on them, or draw them all)",
          total, seat, n)
    return true
  end,
  shows = function(g)  -- the table's view says what is stacked, on whom
    local s = g.vars.stack
    return s and ("Stacked: %d cards to draw on seat %d (stack +%d or more, or draw them all)")
                 :format(s.total, s.victim, s.last)
  end,
  draw_says = function(g, seat)  -- and the victim's draw takes the stack
    local s = g.vars.stack
    return s and s.victim == seat and ("the %d stacked cards, and lose the turn"):format(s.total)
  end,
}
