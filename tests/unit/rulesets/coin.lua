-- Coin: after every play a coin is tossed by the game's generator; on heads the player
-- draws a card. What the coin shows next is known to no seat, so a search's worlds may not
-- know it either (their generator is their own).
rule {
  name = "coin",
  after_play = function(g, seat)
    if math.random(2) == 1 then g:draw(seat, 1) end
  end,
}
