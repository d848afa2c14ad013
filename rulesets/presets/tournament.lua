-- tournament (RULES.md sections 6 and 8): official + scoring=penalty and the tournament
-- penalties: false_uno_penalty=3, illegal_play_penalty=2 (a lost Wild Draw Four challenge
-- already costs the challenger the turn in the official game).
return preset {
  about = "the tournament sheet: your own cards count against you, penalties for false UNO and illegal plays",
  rules = { "official" },
  set = { scoring = "penalty", false_uno_penalty = 3, illegal_play_penalty = 2 },
}
