-- seven_o (variations 6-7, official house rule): "after a 7 is played, its player may swap
-- hands with a player of their choice (may decline); after a 0, every player passes their
-- hand to the next player to the left" (the official house-rule text; zero_passes=direction:
-- in the direction of play instead).
-- A 7 or 0 played as the last card goes out: the round ends with no swap and no pass.
local WHOM = { others = true, optional = true, prompt = "Swap hands with whom?" } -- (made once)

return rule {
  name = "seven_o", about = "after a 7 swap hands with anyone; after a 0 every hand passes on",
  cards = { "7", "0" }, -- its hook runs only after these plays
  options = {
    zero_passes = option("left", "after a 0 hands pass to the left, or in the direction of play",
                         { "left", "direction" }),
  },
  after_play = function(g, seat, card)
    if g:holds(seat) == 0 then return end
    if g:number(card) == 0 then
      return g:pass_hands(g.options.zero_passes == "left" and 1 or g.direction)
    end
    local them = g:choose_seat(seat, WHOM)
    if them then g:swap_hands(seat, them) end
  end,
}
