-- UNO Teams, scoring: a player who goes out wins the round for their team, which scores the
-- cards the other team holds (not the partner's hand); both partners hold the team's total.
return {
  rules = "teams", players = 4, set = { pass_card = false },
  hands = { [0] = { "red 5" }, [1] = { "red 3" }, [2] = { "green 9" }, [3] = { "blue 7" } },
  top = "red 1",
  script = {
    { seat = 1, play = "red 3", expect = { scores = { [0] = 0, [1] = 14, [2] = 0, [3] = 14 } } },
  },
}
