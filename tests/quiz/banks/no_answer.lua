-- A bank with a question that has no answer (line 5): refused at load with its line.
return {
  question { "What is 1 + 1?", 2 },
  question { "What is 2 + 2?", 4, topic = "sums" },
  question { "What is 3 + 3?", topic = "sums" },
}
