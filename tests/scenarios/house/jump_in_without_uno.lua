-- Section 4, jump_in, with UNO (section 2): a jump-in that leaves one card without a call
-- opens the catch window as any play does; seat 2 catches the jumper.
return {
  rules = "official,jump_in", players = 3,
  hands = {
    [0] = { "red 5", "yellow 9" },
    [1] = { "red 5", "green 2" },
    [2] = { "blue 3", "yellow 3" },
  },
  top = "red 9",
  draw = { "blue 1", "blue 2" },
  script = {
    { seat = 1, play = "red 5", uno = true, expect = { reaction = { name = "jump_in", seat = 0 } } },
    { seat = 0, react = "jump_in", expect = { reaction = { name = "uno", target = 0 } } },
    { seat = 2, react = "uno", target = 0, expect = { said = { "caught" }, hand_sizes = { [0] = 3 } } },
  },
}
