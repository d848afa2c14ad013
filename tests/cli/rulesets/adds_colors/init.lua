-- A game that extends a house rule (progressive: no colors, no cards of its own) and
-- declares its colors and cards itself, as Mau-Mau does: `luno check` plays it as the game
-- it is and compares it with nothing (progressive is no game alone), with no warning.
return ruleset {
  about = "four suits, numbers and Draw Twos that stack",
  extends = "progressive",
  colors = { "hearts", "diamonds", "clubs", "spades" },
  options = { draw_loses_turn = option(true, "the player who takes a stack loses the turn") },
  files = { "cards.lua" },
}
