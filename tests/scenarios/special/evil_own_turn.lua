-- Evil on its holder's own turn. It is never a play option (and playing it is refused);
-- used, it brings the red 9 into seat 1's hand, which seat 1 may then play back onto the
-- Evil card (red still matches).
return {
  rules = "special", players = 2, dealer = 0,
  hands = {
    [0] = { "green 2", "green 3", "green 4" },
    [1] = { "evil", "green 5", "yellow 2" },
  },
  top = "red 9",
  script = {
    { expect = { pending = { seat = 1, kind = "turn" }, playable = {}, can_draw = true,
                 reaction = { name = "evil", seat = 1 } } },
    { seat = 1, play = "evil", refused = "never played on a turn" },
    { seat = 1, use = "evil",
      expect = { top = "evil", color = "red", pending = { seat = 1, kind = "turn" },
                 hands = { [1] = { "red 9", "green 5", "yellow 2" } }, playable = { "red 9" } } },
    { seat = 1, play = "red 9", expect = { top = "red 9", hand_sizes = { [1] = 2 } } },
  },
  expect = { current = 0, pending = { seat = 0, kind = "turn" } },
}
