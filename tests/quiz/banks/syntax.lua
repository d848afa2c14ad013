-- A bank that is not Lua: a brace is missing, so the file ends (line 6) unclosed.
return {
  question { "What is 1 + 1?", 2 },
  question { "What is 6 + 6?", 12
}
