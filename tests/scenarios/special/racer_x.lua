-- Racer X: "flip the top of the draw pile onto the discard pile (repeat until a number
-- card; flipped cards have no effect); a race starts from that number: each next player
-- must play the number one higher, any color; the first who cannot draws 3, the race
-- ends, and play goes on normally from the last card played. During a race only the next
-- number may be played (no wilds, no drawing instead)."
-- Seat 1's Racer X flips a green Skip and a Wild (no skip, no color asked) and stops at
-- yellow 3. Seat 2 must play a 4 (its wild and drawing are not allowed), seat 0 a 5; seat
-- 1 has no 6: it draws 3, the race is over, and seat 1 plays on the red 5 as usual.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "red 5", "green 5", "blue 1" },
    [1] = { "red racer_x", "blue 9", "yellow 2" },
    [2] = { "blue 4", "yellow 8", "wild" },
  },
  top = "red 9",
  draw = { "green skip", "wild", "yellow 3", "green 3", "green 4", "green 5" },
  script = {
    { seat = 1, play = "red racer_x",
      expect = { said = { "Racer X starts a race: flips 3 cards to a yellow 3, next is a 4" },
                 top = "yellow 3", color = "yellow", discard = 5, current = 2,
                 pending = { seat = 2, kind = "turn" }, playable = { "blue 4" }, can_draw = false } },
    { seat = 2, play = "wild", refused = "Wild may not be played now: a Racer X race is on: only a 4 may be played" },
    { seat = 2, play = "blue 4",
      expect = { pending = { seat = 0, kind = "turn" }, playable = { "red 5", "green 5" }, can_draw = false } },
    { seat = 0, play = "red 5",
      expect = { said = { "seat 1 has no 6: draws 3, the race is over" },
                 hands = { [1] = { "blue 9", "yellow 2", "green 3", "green 4", "green 5" } },
                 pending = { seat = 1, kind = "turn" }, playable = { "green 5" }, can_draw = true } },
    { seat = 1, play = "green 5", expect = { color = "green", current = 2 } },
  },
  expect = { pending = { seat = 2, kind = "turn" }, playable = { "wild" }, can_draw = true },
}
