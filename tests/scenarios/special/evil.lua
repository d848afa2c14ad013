-- Evil: "never played as a normal card: its holder may use it at any moment, on their own
-- turn or another's. They take the top card of the discard pile into their hand and the
-- Evil card takes its place; the active color and symbol stay as they were and the turn
-- order does not change." Seat 0 uses it during seat 1's turn: seat 0 takes the red 9
-- (everyone saw it), Evil is the top, red and 9 still match, and seat 1 is still to play.
return {
  rules = "special", players = 3, dealer = 0,
  hands = {
    [0] = { "evil", "green 2", "green 3" },
    [1] = { "blue 9", "red 4", "yellow 5" },
    [2] = { "yellow 7", "yellow 8", "wild" },
  },
  top = "red 9",
  script = {
    { expect = { pending = { seat = 1, kind = "turn" }, reaction = { name = "evil", seat = 0 } } },
    { seat = 0, use = "evil",
      expect = { top = "evil", color = "red", current = 1, pending = { seat = 1, kind = "turn" },
                 said = { "seat 0 uses Evil and takes the red 9 from the discard pile" },
                 hands = { [0] = { "red 9", "green 2", "green 3" } }, discard = 1,
                 knows = { { by = 1, hand = 0, cards = { "red 9" } }, { by = 2, hand = 0, cards = { "red 9" } } },
                 playable = { "blue 9", "red 4" } } },
    { seat = 1, play = "blue 9", expect = { top = "blue 9", color = "blue", discard = 2 } },
  },
  expect = { current = 2, pending = { seat = 2, kind = "turn" } },
}
