-- 7s and 0s: after a 7 its player must swap hands (no declining); after a 0 every hand
-- passes on in the direction of play.
return {
  rules = "no_mercy", players = 3,
  hands = { [0] = { "blue 1", "blue 2", "blue 3" }, [1] = { "red 7", "red 0", "red 4" },
            [2] = { "green 1", "yellow 2", "green 3" } },
  top = "red 9",
  script = {
    { seat = 1, play = "red 7", expect = { pending = { seat = 1, kind = "player" } } },
    { seat = 1, decline = true, refused = "" },
    { seat = 1, choose = 2, expect = { holds = { [1] = { "green 1", "yellow 2", "green 3" },
                                                 [2] = { "red 0", "red 4" } } } },
    { seat = 2, play = "red 0", expect = { holds = { [0] = { "red 4" }, [1] = { "blue 1" },
                                                     [2] = { "green 1" } } } },
  },
}
