-- Skip-Bo (Mattel): 162 cards, 1 to 12 twelve times and 18 Skip-Bo cards, wild. Each player
-- has a stock pile, dealt face down (30 cards to 2-4 players, 20 to 5-6), its top card face
-- up; the rest is the draw pile. Up to four building piles in the middle start at 1 and
-- climb to 12, a Skip-Bo standing for any number; a finished pile is set aside and shuffled
-- into the draw pile when it runs out. A turn: draw up to five cards in hand, then play onto
-- the building piles from the hand, the stock's top or the top of one's four discard piles,
-- drawing five more when the hand empties; it ends with one card from the hand on a discard
-- pile. Stock cards go only onto building piles. Who plays the last card of their stock wins
-- the round and scores 25, and 5 for each card left in the others' stocks; 500 wins.
return ruleset {
  about = "Skip-Bo: build 1 to 12 in the middle, first to empty the stock pile wins",
  min_players = 2, max_players = 6,
  colors = { "blue", "green", "red" }, max_number = 12,
  options = {
    hand_size = option(5, "cards in hand at the start of each turn"),
    stock = option(0, "cards dealt to each stock pile (0: 30 for 2 to 4 players, 20 for more)"),
    target_score = option(500, "points that win the match"),
    scoring = option("script", "the round's winner scores 25 and 5 a card left in the stocks", { "script" }),
  },
  discard_pile = false,
  zones = { { name = "stock", per_seat = true, hidden = true }, { name = "done", gathered = true },
            { name = "pile", per_seat = true, face_up = true, piles = 4 },
            { name = "build", face_up = true, piles = 4 } },
  ends = {
    empty_hand = false, -- the hand empties every turn: the stock decides
    round = function(g) for s = 0, g.players - 1 do if not g:top_of("stock", s) then return s end end end,
  },
  progress = { words = "cards in the stock", of = function(g, s) return g:zone_size("stock", s) end },
  files = { "deck.lua", "round.lua", "turn.lua" },
}
