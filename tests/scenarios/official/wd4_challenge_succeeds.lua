-- Section 3, Wild Draw Four challenge: the challenger sees the hand; it held a card of the
-- color active before the card (red), so the challenge succeeds: the challenged player
-- draws 4, the challenger draws nothing and takes the turn normally; the declared color
-- stands.
return {
  players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3" },
    [1] = { "wild_draw_four", "red 3", "blue 5" },
    [2] = { "yellow 5", "green 6", "yellow 8" },
  },
  top = "red 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { seat = 1, play = "wild_draw_four" },
    { seat = 1, choose = "green" },
    { seat = 2, yes = true, expect = {
        pending = { seat = 2, kind = "turn" }, color = "green",
        hands = { [1] = { "red 3", "blue 5", "blue 1", "blue 2", "blue 3", "blue 4" },
                  [2] = { "yellow 5", "green 6", "yellow 8" } },
        knows = { { by = 2, hand = 1, cards = { "red 3", "blue 5" } } },
        not_knows = { { by = 2, hand = 1, cards = { "blue 1", "blue 2", "blue 3", "blue 4" } },
                      { by = 0, hand = 1, cards = { "red 3", "blue 5" } } },
    } },
    { seat = 2, play = "green 6" },
  },
  expect = { current = 0 },
}
