-- A bank with a misspelt field (line 4).
return {
  question { "What is 1 + 1?", 2 },
  question { "What is 4 + 4?", anwser = 8 },
}
