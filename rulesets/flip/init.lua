-- UNO Flip: 112 double-sided cards. The light side (red, yellow, green, blue) plays like
-- the official game with a Draw One and a Wild Draw Two; a Flip card turns every card
-- over, and the dark side (pink, teal, orange, purple) plays with Draw Five, Skip
-- Everyone and Wild Draw Color, until the next Flip. Each card's other side is dealt at
-- random when the game starts (sides.lua); everyone sees the backs of the others' cards
-- and of the draw pile's top. Each round starts on the light side; cards left in hands
-- score by the side up. A card other than a number turned first goes back (as the option
-- first_card=redraw_specials does). Wild Draw Two and Wild Draw Color play any time, like
-- a Wild (no challenge).
return ruleset {
  about = "UNO Flip: double-sided cards, a light side and a dark side",
  extends = "official",
  colors = { "red", "yellow", "green", "blue", "pink", "teal", "orange", "purple" },
  set = { first_card = "redraw_specials" },
  files = { "light.lua", "dark.lua", "sides.lua" },
}
