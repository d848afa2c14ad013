-- DOS, the deck: 108 cards (numbers 1, 3, 4, 5 three times a color, 6 to 10 twice; 12 Wild
-- DOS; 8 Wild #). Two hands of one card, the flipped first card and a row of two leave 103.
return {
  rules = "dos", players = 2, hand_size = 1,
  hands = { [0] = { "red 1" }, [1] = { "blue 9" } },
  top = "green 4",
  draw = { "yellow 6", "red 3" },
  script = {
    { seat = 1, draw = true, expect = { draw_pile = 102, zones = { row = { "yellow 6", "red 3" } } } },
  },
}
