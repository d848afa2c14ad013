-- A bank with a prompt too long to ask (line 3).
return {
  question { "What is one plus one, when you count very slowly and carefully on the fingers of both of your hands, one finger at a time, from left to right?", 2 },
}
