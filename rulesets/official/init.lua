-- The official game: RULES.md sections 2 and 3. Each card type and each rule is a file of
-- its own; this one names the colors, the options the whole game shares, and the files.
return ruleset {
  about = "the official game: 108 cards, first to 500 points",
  colors = { "red", "yellow", "green", "blue" },
  options = {
    hand_size = option(7, "cards dealt to each player"),
    target_score = option(500, "points that win the match"),
    rounds = option(0, "play exactly this many rounds instead; the best total wins (0: off)"),
    scoring = option("winner_takes", "who scores the cards left in hands (script: the rules do)",
                     { "winner_takes", "penalty", "script" }),
    dealer_rotates = option(true, "the deal passes one seat clockwise each round"),
    challenge = option(true, "the player hit by a Wild Draw Four may challenge it", nil,
                       "wild_draw_four"),
    wd4_restricted = option(true, "a Wild Draw Four needs a hand without the active color"
                                  .. " (false: it plays any time, no bluff, no challenge)", nil,
                            "wild_draw_four"),
    draw_loses_turn = option(true, "a player made to draw by a Draw card loses the turn"
                                   .. " (false: they draw, then play their turn)"),
  },
  files = { "numbers.lua", "skip.lua", "reverse.lua", "draw_two.lua", "wild.lua",
            "wild_draw_four.lua", "first_card.lua", "uno.lua", "illegal_play.lua" },
}
