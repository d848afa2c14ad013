-- The API: a zone one per seat declared hidden = true is known to nobody, its own seat
-- neither (a face-down stock), until a card of it is shown with g:reveal.
return {
  rules = "official,stocks", path = "lib", players = 2,
  hands = { [0] = { "green 1", "green 2" }, [1] = { "red peek", "red 4" } },
  top = "red 7",
  script = {
    { seat = 1, play = "red peek",
      expect = { said = { "own seat knows its stock: false", "after the reveal: true, the one below: false" } } },
  },
}
