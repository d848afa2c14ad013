-- Skip-Bo: a turn is built of menus: a 1 starts a building pile, a Skip-Bo stands for the
-- 2 it needs, the next 3 goes on it; a discard onto one of the seat's own piles ends the
-- turn, and the next seat fills its hand to five before its first menu.
return {
  rules = "skip_bo", players = 2,
  hands = {
    [0] = { "blue 4", "green 5", "green 6", "red 9", "red 10" },
    [1] = { "blue 1", "skip_bo", "blue 3", "green 7", "red 12" },
  },
  script = {
    { seat = 1, choose = "blue 1 on build 1" },
    { seat = 1, choose = "Skip-Bo on build 1" },
    { seat = 1, choose = "blue 3 on build 1", expect = { zones = { ["build/1"] = { "blue 1", "skip_bo", "blue 3" } } } },
    { seat = 1, choose = "discard a card, ending the turn" },
    { seat = 1, choose = "red 12" },
    { seat = 1, choose = "pile 2 (empty)",
      expect = { zones = { ["pile/2@1"] = { "red 12" } }, hand_sizes = { [1] = 1, [0] = 5 },
                 pending = { seat = 0, kind = "choice" } } },
    { seat = 0, choose = "blue 4 on build 1", expect = { zones = { ["build/1"] = { "blue 1", "skip_bo", "blue 3", "blue 4" } } } },
  },
}
