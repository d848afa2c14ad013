-- Harness self-test (must fail): the script skips the challenge question.
return {
  players = 3,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "wild_draw_four", "red 3" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  script = { { seat = 1, play = "wild_draw_four" }, { seat = 1, choose = "red" }, { seat = 0, draw = true } },
}
