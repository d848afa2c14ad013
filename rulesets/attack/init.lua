-- UNO Attack! (Mattel, 1999): the official game with a card launcher instead of a draw
-- pile, played by these rules:
--  - The deck, 112 cards: per color two of each number 1-9 (no 0), two Hit 2s, two Skips,
--    one Reverse, two Discard Alls and one Trade Hands; four Wilds, two Wild All Hits and
--    two Wild Hit-Fires. (Printings differ: some list two Reverses and one Discard All a
--    color; `reverses` and `discard_alls` set the copies.)
--  - The launcher holds the draw pile. Where the official game draws, a player presses
--    its button: it shoots a random number of cards, or none (launcher.lua). A player who
--    cannot or will not play presses once, takes what comes out, and the turn is over,
--    even if a card that came out could be played.
--  - Hit 2: the next player presses twice and loses the turn. Wild Hit-Fire: the next
--    player presses until cards come out and loses the turn. Wild All Hit: every other
--    player presses once, starting at the next one; play goes on as usual. Discard All:
--    its player discards every card of its color with it. Trade Hands: its player swaps
--    hands with a player of their choice.
--  - A player caught not calling UNO presses twice (uno.lua).
--  - Scoring as the official game: numbers their face, colored actions 20, wilds 50, to 500.
-- The launcher's odds are not printed anywhere (it is a machine): they are options.
return ruleset {
  about = "UNO Attack!: a launcher that shoots a random number of cards instead of draws",
  extends = "official",
  min_players = 2, max_players = 10,
  options = {
    reverses = option(1, "Reverse cards per color (some printings: 2)"),
    discard_alls = option(2, "Discard All cards per color (some printings: 1)"),
  },
  files = { "deck.lua", "launcher.lua", "actions.lua", "wilds.lua", "uno.lua" },
}
