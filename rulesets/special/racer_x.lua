-- Racer X (colored, 20 points): "flip the top of the draw pile onto the discard pile
-- (repeat until a number card; flipped cards have no effect); a race starts from that
-- number: each next player must play the number one higher (9 is followed by 0), any
-- color; the first who cannot draws 3, the race ends, and play goes on normally from the
-- last card played. During a race only the next number may be played (no wilds, no
-- drawing instead)."
-- The one who cannot follow draws 3 at the start of their turn and then, the race over,
-- plays that turn normally on the last card (the rule does not say they lose it).
-- If no number card turns up (nothing left to flip, or none outside the hands) there is no
-- race; if the top is then a wild, Racer X's player declares the color.
-- g.vars.race holds the number the next player must play, nil when no race is on.
card {
  name = "racer_x", label = "Racer X", points = 20,
  about = "flips cards to a number, then a race: each next player must play the next number up (any color) or draw 3",
  on_play = function(g, me)
    local flipped = g:flip_until(function(c) return g:number(c) ~= nil end)
    local last = flipped[#flipped]
    if last and g:number(last) then
      g.vars.race = (g:number(last) + 1) % 10
      return g:say("Racer X starts a race: flips %d card%s to a %s, next is %s %d",
        #flipped, #flipped == 1 and "" or "s", g:card_text(last),
        g.vars.race == 8 and "an" or "a", g.vars.race)
    end
    g:say("Racer X finds no number card to flip: no race")
    if not g.color then g:set_color(g:choose_color(me)) end
  end,
}

-- The card types that follow a race at n, as legal_types answers: every number n, in any
-- color; nothing else, and no drawing instead. Worked out once for each built table.
local follows = {}
local function race_types(g, n)
  local types = g:card_types()
  if follows.types ~= types then follows = { types = types } end
  if not follows[n] then
    follows[n] = { draw = false }
    for _, t in ipairs(types) do
      if t.number == n then follows[n][t.name] = true end
    end
  end
  return follows[n]
end

local NUMBER = {} -- the filters of the numbers a race asks for, made once
for n = 0, 9 do NUMBER[n] = { number = n } end

-- The race's rule runs only while a race is on (when = "race": while g.vars.race is set).
rule {
  name = "racer_x", when = "race",
  round_start = function(g) g.vars.race = nil end,
  -- The last turn's player followed (the top shows the number): the next number is due.
  -- Whoever holds no card of it draws 3 and the race is over.
  turn_start = function(g, seat)
    local race = g.vars.race
    if g:number(g.top) == race then race = (race + 1) % 10; g.vars.race = race end
    if g:holds(seat, NUMBER[race]) == 0 then
      g.vars.race = nil
      g:say("Racer X race lost: seat %d has no %d: draws 3, the race is over", seat, race)
      g:draw(seat, 3)
    end
  end,
  legal_types = function(g)
    return race_types(g, g.vars.race), "a Racer X race is on: only a %d may be played", g.vars.race
  end,
}
