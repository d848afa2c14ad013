-- A player who draws goes on until a card can be played, and must play it (no keeping it).
return {
  rules = "no_mercy", players = 2,
  hands = { [0] = { "blue 1", "blue 2" }, [1] = { "green 1", "yellow 2" } },
  top = "red 9",
  draw = { "blue 5", "green 6", "red 3", "blue 7" },
  script = {
    { seat = 1, draw = true, expect = { hand_sizes = { [1] = 5 }, playable = { "red 3" },
                                        can_pass = false } },
    { seat = 1, pass = true, refused = "may not pass now: a card drawn that can be played must be" },
    { seat = 1, play = "red 3", expect = { current = 0 } },
  },
}
