-- UNO Attack!, first card Hit 2: the player to the dealer's left presses twice and loses
-- the turn.
return {
  rules = "attack", players = 3, dealer = 0, set = { press_nothing = 0, press_most = 1 },
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 3", "green 4" }, [2] = { "red 5", "green 6" } },
  top = "red hit_2",
  draw = { "blue 1", "blue 2" },
  script = { { seat = 2, play = "red 5" } },
  expect = { current = 0, hands = { [1] = { "red 3", "green 4", "blue 1", "blue 2" } } },
}
