-- The center row: dealt once the first card is flipped (so a stacked deck deals the row
-- from the cards after it); at the end of each turn the player adds a
-- card for each color bonus (or one card after a turn without a match), then the row is
-- refilled from the draw pile to row_size cards.
local function add_cards(g, seat, n, why)
  for _ = 1, n do
    if g:holds(seat) == 0 then return end
    local c = g:choose_card(seat, g:hand(seat), { prompt = why })
    g:to_zone(c, "row")
  end
end

rule {
  name = "dos_row", about = "the center row: dealt, added to, refilled",
  invariant = { zone = "row", never = { "hand", "draw" } }, -- row cards leave for the discard pile only
  first_card = function(g) g:deal_to("row", g.options.row_size) end,
  turn_end = function(g, seat)
    local v = g.vars
    if (v.matches or 0) == 0 then add_cards(g, seat, 1, "no match: a card to the row") end
    add_cards(g, seat, v.bonus or 0, "a card to the row (color bonus)")
    v.matches, v.bonus, v.pair_first, v.pair_target = nil, nil, nil, nil
    local short = g.options.row_size - g:zone_size("row")
    if short > 0 then g:deal_to("row", short) end
  end,
}
