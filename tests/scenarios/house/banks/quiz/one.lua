-- A one-question bank for the quiz scenarios (scenarios set path = "banks").
return {
  question { "What is 2 + 3?", { 5, "five" }, topic = "sums" },
}
