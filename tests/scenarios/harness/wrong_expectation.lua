-- Harness self-test (must fail): a wrong expectation.
return {
  players = 3,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red 1", "red 3" }, [2] = { "red 5", "red 6" } },
  top = "red 7",
  script = { { seat = 1, play = "red 3" } },
  expect = { current = 0 },
}
