-- Section 3, Wild Draw Four challenge: the challenge judges the hand as it was when the card
-- was played. Seat 1 plays a legal Wild Draw Four (no red card in hand) with a false UNO
-- call; the false-UNO penalty brings red cards into the hand before the challenge, yet the
-- play was legal, so the challenge fails: the challenger draws 6 and loses the turn.
return {
  players = 3, set = { false_uno_penalty = 2 },
  hands = {
    [0] = { "green 5", "green 6", "yellow 1" },
    [1] = { "wild_draw_four", "blue 3", "blue 5" },
    [2] = { "green 3", "green 4", "yellow 4" },
  },
  top = "red 7",
  draw = { "red 1", "red 2", "yellow 6", "yellow 7", "yellow 8", "yellow 9", "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "wild_draw_four", uno = true, expect = { said = { "false UNO" },
        hands = { [1] = { "blue 3", "blue 5", "red 1", "red 2" } } } },
    { seat = 1, choose = "green" },
    { seat = 2, yes = true },
  },
  expect = { hand_sizes = { [1] = 4, [2] = 9 }, current = 0, color = "green" },
}
