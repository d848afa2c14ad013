-- Section 4, must_play (variation 3): "if one has a matching card, they have to play it":
-- a player with no playable card draws, and a playable card drawn must be played (no pass
-- is offered). A drawn card that cannot be played ends the turn as usual.
return {
  rules = "official,must_play", players = 3,
  hands = {
    [0] = { "green 6", "yellow 1" },
    [1] = { "green 3", "green 4" },
    [2] = { "green 5", "yellow 6" },
  },
  top = "red 7",
  draw = { "red 2", "blue 9" },
  script = {
    { seat = 1, draw = true, expect = { playable = { "red 2" }, can_pass = false } },
    { seat = 1, pass = true, refused = "may not pass now: it holds a card it may play, and must play" },
    { seat = 1, play = "red 2" },
    { seat = 2, draw = true, expect = { pending = { seat = 0, kind = "turn" } } },
  },
}
