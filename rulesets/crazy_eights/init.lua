-- Crazy Eights: the 52-card game UNO grew from. It does not extend official: four suits
-- are its colors, thirteen ranks its cards, and eights are wild. Deal 7 each to two
-- players, 5 to more; the stock is not reshuffled: once it is empty, a player who cannot
-- play passes, and when nobody can play the round is blocked (stock.lua).
return ruleset {
  about = "Crazy Eights: 52 cards, eights wild, 7 cards for two players and 5 for more",
  min_players = 2, max_players = 8,
  colors = { "hearts", "diamonds", "clubs", "spades" },
  hand_sizes = { [2] = 7 },
  options = {
    hand_size = option(5, "cards dealt to each player (7 when two play, unless set)"),
    target_score = option(100, "points that win the match"),
    rounds = option(0, "play exactly this many rounds instead; the best total wins (0: off)"),
    scoring = option("winner_takes", "who scores the cards left in hands",
                     { "winner_takes", "penalty" }),
    dealer_rotates = option(true, "the deal passes one seat clockwise each round"),
    reshuffle = option(false, "an empty stock is made again from the discard pile"),
    draw_until_playable = option(true, "a player who draws goes on until a card can be played"
                                       .. " (false: one card)"),
  },
  files = { "ranks.lua", "eights.lua", "stock.lua" },
}
