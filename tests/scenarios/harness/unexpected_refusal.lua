-- Harness self-test (must fail): an illegal play the script did not expect to be refused.
return {
  players = 3,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "blue 4", "red 3" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  script = { { seat = 1, play = "blue 4" } },
}
