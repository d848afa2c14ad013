-- DOS (Mattel, first edition), as luno plays it:
-- * 108 cards in four colors: numbers 1, 3, 4, 5 three times a color and 6 to 10 twice;
--   12 Wild DOS (a 2 of any color) and 8 Wild # (any number, of their color).
-- * Seven cards each; two cards from the draw pile start the center row (a face-up zone).
--   (luno's table also flips a first card onto the discard pile; it takes no part.)
-- * On a turn, match center row cards, each at most once: one card of the same number
--   (a single match) or two whose numbers add up to it (a double match). A matched row
--   card goes to the discard pile with the cards that matched it; after each match the
--   player may match another row card or stop (match.lua).
-- * Color bonuses: a single match of the row card's color lets the player add a card from
--   their hand to the row at the end of the turn; a double match whose two cards both have
--   its color does that too, and every other player draws a card. Wilds match any color.
-- * A player who cannot (or will not) match draws a card and may match with it; one who
--   made no match by the end of the turn adds a card from their hand to the row.
-- * At the end of every turn the row is refilled from the draw pile to two cards.
-- * A player whose play leaves two cards calls "DOS" (`dos` in the REPL); caught without
--   calling before the next player's turn, they draw two (call.lua).
-- * The first to empty their hand wins the round and scores the others' cards: numbers
--   their value, Wild DOS 20, Wild # 40. The first to 200 wins the match.
return ruleset {
  about = "DOS: match center row cards by number or by a pair adding up to it",
  min_players = 2, max_players = 10,
  colors = { "red", "yellow", "green", "blue" },
  zones = { { name = "row", face_up = true } },
  max_number = 10, call_at = 2, call_word = "dos", plays_on_top = false,
  options = {
    hand_size = option(7, "cards dealt to each player"),
    target_score = option(200, "points that win the match"),
    row_size = option(2, "cards the center row is refilled to at the end of each turn"),
    dos_penalty = option(2, "cards drawn by a player caught not calling DOS"),
  },
  files = { "numbers.lua", "wilds.lua", "match.lua", "row.lua", "call.lua" },
}
