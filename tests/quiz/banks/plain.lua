-- A bank with an entry not written question { ... } (after line 3).
return {
  question { "What is 1 + 1?", 2 },
  { "What is 5 + 5?", 10 },
}
