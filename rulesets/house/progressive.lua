-- progressive (stacking; variation 5 and the official house-rule list): "when a Draw Two is
-- played on you, you may play another Draw Two (any color) instead of drawing; the penalty
-- accumulates and passes on; the first player who does not stack draws the total and loses
-- the turn. Same for Wild Draw Four on Wild Draw Four."
-- Draw cards are those with a `draw` tag. Colored ones (Draw Two, Draw Three) stack on each
-- other in any color; wild ones (Wild Draw Four) on each other; across the two only with
-- stack_four_on_two / stack_two_on_four (a Draw Two on a Wild Draw Four must match the
-- declared color). A Draw Two flipped as the first card can be stacked on too.
-- Wild Draw Four challenge: it judges only the last Wild Draw Four. Won, its player draws
-- its 4 plus the total they had failed to pass on, and the challenger plays normally;
-- lost, the challenger draws the total plus 6 and loses the turn (no stacking on that).
-- A draw card that goes out ends the round: the next player draws the total at once.
-- If the victim's turn passes without an answer (another rule took their draw away,
-- or nothing was left to draw), they draw the total when the next turn starts.
-- a draw card's family (draw: its `draw` tag): 2 for colored ones, 4 for wild ones
local function family(draw, wild) return draw and (wild and 4 or 2) end

local REFUSAL = "%d cards to draw are stacked on you: stack a draw card or draw"

local function collect(g, s, loses)  -- the pending stack s's victim draws its total; it is over
  g.vars.stack = nil
  g:say("seat %d takes the stack: %d more to draw%s", s.victim, s.total,
        loses and ", and loses the turn" or "")
  g:draw(s.victim, s.total)
end

-- The card types a stack of family f takes, as legal_types answers: its own family's in any
-- color (they match as the same symbol would), the other's as they match where an option lets
-- them stack; every other type is refused. Worked out once for each built table.
local known = {}
local function stacks_on(g, f)
  local types = g:card_types()
  if known.types ~= types then
    known = { types = types, [2] = {}, [4] = {} }
    local o = g.options
    for _, t in ipairs(types) do
      local tf = family(t.tags.draw, not t.colored)
      if tf then known[tf][t.name] = true end
      if tf == 4 and o.stack_four_on_two then known[2][t.name] = "match" end
      if tf == 2 and o.stack_two_on_four then known[4][t.name] = "match" end
    end
  end
  return known[f]
end

-- While a stack is pending (when = "stack": while g.vars.stack is set), its victim may only
-- stack on it or draw the total.
rule {
  name = "progressive_stack", when = "stack",
  round_start = function(g) g.vars.stack = nil end,
  legal_types = function(g, seat)
    local s = g.vars.stack
    if s.victim == seat then return stacks_on(g, s.family), REFUSAL, s.total end
  end,
  draw = function(g, seat)  -- declining to stack: draw the rest of the total, lose the turn
    local s = g.vars.stack  -- (draw_loses_turn=false: then play the turn as usual)
    if s.victim ~= seat then return end
    s.total = s.total - 1
    local loses = g.options.draw_loses_turn
    collect(g, s, loses)
    if loses then g:end_turn() else g:turn_again() end
  end,
  after_play = function(g, seat)  -- the victim played but did not pass it on (challenged)
    local s = g.vars.stack
    if s.victim == seat then collect(g, s) end
  end,
  turn_start = function(g, seat)  -- the victim's turn went by without an answer
    local s = g.vars.stack
    if s.victim ~= seat then collect(g, s) end
  end,
}

return rule {
  name = "progressive", about = "draw cards stack: the first who does not stack draws the total",
  options = {
    stack_four_on_two = option(false, "a Wild Draw Four may be stacked on a Draw Two"),
    stack_two_on_four = option(false, "a Draw Two may be stacked on a Wild Draw Four"),
  },
  force_draw = function(g, seat, n, card)
    local s = g.vars.stack
    if not card or g:holds(g.current) == 0 then  -- a penalty, or its player went out
      if s then s.victim = seat; collect(g, s) end
      return false                               -- the plain draw follows
    end
    local total = (s and s.total or 0) + n
    g.vars.stack = { total = total, victim = seat,
                     family = family(g:tag(card, "draw"), g:is_wild(card)) }
    g:say("stacks: %d to draw on seat %d (stack a draw card on them, or draw them all)",
          total, seat)
    return true
  end,
  shows = function(g)  -- the table's view says what is stacked, on whom
    local s = g.vars.stack
    return s and ("Stacked: %d cards to draw on seat %d (stack a draw card or draw them all)")
                 :format(s.total, s.victim)
  end,
  draw_says = function(g, seat)  -- and the victim's draw takes the stack
    local s = g.vars.stack
    return s and s.victim == seat and ("the %d stacked cards, %s"):format(s.total,
      g.options.draw_loses_turn and "and lose the turn" or "then play the turn")
  end,
}
