-- typed: a rule with legal_types, switched by the card played last (g.vars.typed). Seat 2
-- is bound: 7s play on anything, skips as they match, Wild Draw Four always (still a bluff
-- when it is one), no drawing instead; its other cards are refused, with a reason. Seat 1
-- may play 9s on anything and 8s as they match, and draw. Seat 0 is left as it is. The
-- rule's own legal hook sees the answer legal_types gave. The bad_* cards make legal_types
-- answer wrongly.
local function set(mode)
  return function(g) g.vars.typed = mode end
end

card { name = "typed", label = "Typed", points = 20, copies = 1,
  on_play = function(g)
    g.vars.typed = "on"
    local said = {}
    for _, c in ipairs(g:hand(2)) do said[#said + 1] = g:card_text(c) .. " " .. tostring(g:legal(2, c)) end
    g:say("%s", table.concat(said, ", "))
  end }
card { name = "bad_return", label = "Bad Return", points = 20, copies = 1, on_play = set("number") }
card { name = "bad_name", label = "Bad Name", points = 20, copies = 1, on_play = set("name") }
card { name = "bad_value", label = "Bad Value", points = 20, copies = 1, on_play = set("value") }

local ANSWERS = {
  on = { ["7"] = true, skip = "match", wild_draw_four = true, ["3"] = false, draw = false },
  number = 42,
  name = { seven = true },
  value = { ["7"] = "yes" },
}

return rule {
  name = "typed", about = "legal_types in every form", when = "typed",
  legal_types = function(g, seat)
    if seat == 2 then return ANSWERS[g.vars.typed], "only sevens and skips on seat %d", seat end
    if seat == 1 then return { ["9"] = true, ["8"] = "match" } end
  end,
  legal = function(g, seat, card, ok)  -- a 7 that legal_types let play arrives as true
    if seat == 2 and card and g:name(card) == "7" and ok ~= true then return false end
    return ok
  end,
}
