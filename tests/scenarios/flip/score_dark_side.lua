-- Cards left in hands score by the side up: a round won on the dark side counts the
-- losers' dark faces (Skip Everyone 30, where its light Skip scores 20). The next round
-- starts light side up.
return {
  rules = "flip,mirror_backs", path = "lib", players = 2, set = { rounds = 2 },
  hands = { [0] = { "blue 1", "blue skip" }, [1] = { "red flip", "red 3" } },
  top = "red 9",
  draw = { "yellow 5" },
  script = {
    { seat = 1, play = "red flip", expect = { holds = { [0] = { "purple 1", "purple skip_everyone" } } } },
    { seat = 0, draw = true, expect = { holds = { [0] = { "teal 5" } }, current = 1 } },
    { seat = 1, play = "pink 3" },
  },
  expect = { round = 2, scores = { [0] = 0, [1] = 36 },
             said = { "everything flips: the light side is up" } },
}
