-- Mayhem as the last card: its player has gone out; the hands stay where they are (no
-- direction is asked), the color is declared and the round is won: seat 1 scores the
-- 1 + 3 left in the other hands.
return {
  rules = "special", players = 2, dealer = 0,
  hands = {
    [0] = { "red 1", "blue 3" },
    [1] = { "red 5", "mayhem" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red 5", uno = true },
    { seat = 0, play = "red 1" },
    { seat = 1, play = "mayhem", expect = { pending = { seat = 1, kind = "color" } } },
    { seat = 1, choose = "blue", expect = { not_said = { "every hand" }, round = 2, scores = { [1] = 3 } } },
  },
}
