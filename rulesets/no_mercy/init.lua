-- UNO Show 'Em No Mercy: 168 cards. The official game with a harder deck and four rules of
-- its own: draw cards stack by equal or higher value (stack.lua), a player who cannot play
-- draws until they can and then plays (draw.lua), 7s swap and 0s pass (seven_zero.lua),
-- and the mercy rule: 25 cards or more and you are out (mercy.lua). No Wild, no Wild Draw
-- Four, no challenge. The deck: per color two of each number 0-9, three Skips, three
-- Reverses, three Draw Twos, three Discard Alls, two Draw Fours and two Skip Everyones;
-- eight Wild Reverse Draw Fours, four Wild Draw Sixes, four Wild Draw Tens and eight Wild
-- Colour Roulettes. Scoring as the official game (colored actions 20, wilds 50), to 1000.
return ruleset {
  about = "UNO Show 'Em No Mercy: 168 cards, stacking, 7-0, and out at 25 cards",
  extends = "official",
  min_players = 2, max_players = 6,
  options = { mercy_limit = option(25, "cards that put a player out of the round") },
  set = { target_score = 1000, first_card = "redraw_specials" }, -- an action turned first: another
  files = { "deck.lua", "wilds.lua", "stack.lua", "draw.lua",
            "seven_zero.lua", "mercy.lua" },
}
