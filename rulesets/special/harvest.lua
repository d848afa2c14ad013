-- Harvest (colored, 20 points): "choose another player: they draw until they draw a green
-- card or have drawn 5, whichever first". The draw also stops when nothing is left to draw.
local WHO = { others = true, prompt = "Who harvests?" }  -- (the question and the stop, made once)
local GREEN = { color = "green" }
card {
  name = "harvest", label = "Harvest", points = 20,
  about = "another player of your choice draws until a green card or 5 cards",
  on_play = function(g, me)
    local them = g:choose_seat(me, WHO)
    local drawn = g:draw_until(them, GREEN, 5)
    local last = drawn[#drawn]
    local green = last and g:color_of(last) == "green"
    g:say("Harvest: seat %d harvests %d card%s%s", them, #drawn, #drawn == 1 and "" or "s",
          green and ", the last one green" or (#drawn < 5 and ": nothing left to draw" or ", no green"))
  end,
}
