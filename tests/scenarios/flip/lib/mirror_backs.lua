-- mirror_backs (a test rule, loaded after flip): every card's dark side mirrors its light
-- side (red -> pink, yellow -> teal, green -> orange, blue -> purple; Draw One -> Draw Five,
-- Skip -> Skip Everyone, Wild Draw Two -> Wild Draw Color), so scenarios know the backs.
local DARK = { red = "pink", yellow = "teal", green = "orange", blue = "purple" }
local NAME = { draw_one = "draw_five", skip = "skip_everyone", wild_draw_two = "wild_draw_color" }
return rule {
  name = "mirror_backs",
  round_start = function(g)
    for _, c in ipairs(g:deck()) do
      local light = g.vars.dark and g:back_of(c) or g:name(c)
      local color = g.vars.dark and select(2, g:back_of(c)) or g:color_of(c)
      g:set_back(c, NAME[light] or light, color and DARK[color])
    end
  end,
}
