-- Section 4, jump_in: "at any moment": the chance stays while the player to move draws
-- and considers the drawn card; the jump-in then takes the turn (the drawn card stays in
-- that hand) and play goes on after the jumper.
return {
  rules = "official,jump_in", players = 3,
  hands = {
    [0] = { "red 5", "green 2", "green 3" },
    [1] = { "red 5", "blue 4", "blue 3" },
    [2] = { "yellow 5", "yellow 6", "yellow 7" },
  },
  top = "red 9",
  draw = { "red 8" },
  script = {
    { seat = 1, play = "red 5", expect = { reaction = { name = "jump_in", seat = 0 } } },
    { seat = 2, draw = true, expect = { playable = { "red 8" }, can_pass = true,
                                        reaction = { name = "jump_in", seat = 0 } } },
    { seat = 0, react = "jump_in", expect = { top = "red 5", hand_sizes = { [0] = 2, [2] = 4 } } },
  },
  expect = { current = 1, pending = { seat = 1, kind = "turn" } },
}
