-- The official game: RULES.md sections 2 and 3. Each card type and each rule is a file of
-- its own; this one names the colors, the options the whole game shares, and the files.
return ruleset {
  about = "the official game: 108 cards, first to 500 points",
  colors = { "red", "yellow", "green", "blue" },
  options = {
    hand_size = option(7, "cards dealt to each player"),
    target_score = option(500, "points that win the match"),
    rounds = option(0, "play exactly this many rounds instead; the best total wins (0: off)"),
    scoring = option("winner_takes", "who scores the cards left in hands",
                     { "winner_takes", "penalty" }),
    dealer_rotates = option(true, "the deal passes one seat clockwise each round"),
    challenge = option(true, "the player hit by a Wild Draw Four may challenge it"),
  },
  files = { "numbers.lua", "skip.lua", "reverse.lua", "draw_two.lua", "wild.lua",
            "wild_draw_four.lua", "first_card.lua", "uno.lua", "illegal_play.lua" },
}
