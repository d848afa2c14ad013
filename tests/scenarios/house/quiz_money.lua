-- Section 7, quiz: an amount may be typed with a currency sign, trailing zeros, a decimal
-- comma or a unit word; the number must be the one asked for (dollars here, not cents).
return {
  rules = "official,quiz", players = 2, path = "banks", set = { quiz_bank = "price" },
  hands = { [0] = { "green 1", "green 2", "green 3" }, [1] = { "red 3", "red 4", "red 5" } },
  top = "blue 7",
  draw = { "blue 1", "blue 2", "blue 3", "blue 4" },
  script = {
    { seat = 1, answer = "$2.50", expect = { said = { "quiz right" }, pending = { seat = 1, kind = "turn" } } },
    { seat = 1, draw = true }, { seat = 1, pass = true },
    { seat = 0, answer = "2,5 dollars", expect = { said = { "quiz right" } } },
    { seat = 0, draw = true }, { seat = 0, pass = true },
    { seat = 1, answer = "250", expect = { said = { "; it is 2.50." }, pending = { seat = 0, kind = "text" } } },
  },
  expect = { hand_sizes = { [0] = 4, [1] = 5 } },
}
