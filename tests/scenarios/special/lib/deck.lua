-- lib/deck.lua: the special deck's 146 cards by name, for scenarios that deal (almost) the
-- whole deck so that the draw pile runs out. Not a scenario itself (scenarios are the
-- files of the folder above). Load it from a scenario with
--   local deck = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "lib/deck.lua")
local M = {}

local COLORS = { "red", "yellow", "green", "blue" }
local SPECIAL = { "friendship", "x_ray", "travel", "draw_three", "howler", "harvest", "racer_x" }

-- Every card of the special deck, as scenarios name them ("red 7", "merlin").
function M.cards()
  local out = {}
  local function add(name, n) for _ = 1, n do out[#out + 1] = name end end
  for _, c in ipairs(COLORS) do
    add(c .. " 0", 1)
    for n = 1, 9 do add(c .. " " .. n, 2) end
    for _, s in ipairs { "skip", "reverse", "draw_two" } do add(c .. " " .. s, 2) end
    for _, s in ipairs(SPECIAL) do add(c .. " " .. s, 1) end
  end
  add("wild", 4)
  add("wild_draw_four", 4)
  for _, s in ipairs { "mayhem", "merlin", "super_absorbency", "secret_recipe", "evil" } do add(s, 2) end
  return out
end

-- Hands of `size` cards for seats 0..players-1: hands[seat] begins with fixed[seat] and is
-- filled up with the deck's cards that no fixed hand holds and `keep` does not name (the
-- top and the draw pile), in deck order.
function M.hands(players, size, fixed, keep)
  local pool = M.cards()
  local function remove(name)
    for i, c in ipairs(pool) do
      if c == name then return table.remove(pool, i) end
    end
    error("the deck has no more " .. name)
  end
  local hands = {}
  for seat = 0, players - 1 do
    hands[seat] = {}
    for _, c in ipairs(fixed[seat] or {}) do remove(c); hands[seat][#hands[seat] + 1] = c end
  end
  for _, c in ipairs(keep or {}) do remove(c) end
  for seat = 0, players - 1 do
    while #hands[seat] < size do hands[seat][#hands[seat] + 1] = table.remove(pool, 1) end
  end
  return hands
end

return M
