-- Harness self-test (must fail): the script skips the color the Wild asks for.
return {
  players = 3,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "wild", "red 3" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  script = { { seat = 1, play = "wild" }, { seat = 2, play = "red 5" } },
}
