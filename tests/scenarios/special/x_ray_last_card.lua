-- X-Ray as the last card: its player sees the hand but has no card to give, so no
-- exchange is asked; the round is won.
return {
  rules = "special", players = 2, dealer = 0,
  hands = {
    [0] = { "green 1", "blue 3" },
    [1] = { "red 5", "red x_ray" },
  },
  top = "red 9",
  draw = { "red 2" },
  script = {
    { seat = 1, play = "red 5", uno = true },
    { seat = 0, draw = true, expect = { hand_sizes = { [0] = 3 }, can_pass = true } },
    { seat = 0, pass = true },
    { seat = 1, play = "red x_ray" },
    { seat = 1, choose = 0, expect = { said = { "seat 1 sees seat 0's hand", "no exchange" }, round = 2 } },
  },
}
