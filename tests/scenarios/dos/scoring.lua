-- DOS, scoring: the player who empties their hand (here with the card a color bonus puts
-- in the row) scores the others' cards: numbers their value, a Wild DOS 20, a Wild # 40.
return {
  rules = "dos", players = 2, hand_size = 3,
  hands = { [1] = { "red 5", "green 1", "blue 9" }, [0] = { "red 10", "wild_dos", "blue wild_number" } },
  top = "green 4",
  draw = { "yellow 5", "green 1", "blue 9" },
  script = {
    { seat = 1, play = "red 5", uno = true },
    { seat = 1, play = "green 1", expect = { said = { "Single color match" } } },
    { seat = 1, choose = "blue 9", expect = { scores = { [0] = 0, [1] = 70 } } },
  },
}
