-- The API: g:melds finds each way a hand makes the groups asked (sets, runs, colors), no
-- card twice, a Wild standing in only where it is named (or, unnamed, every wild without
-- a number); g:meld_fit says where a card extends a laid group; a zone of numbered piles
-- is named pile by pile (g:piles), and a bad group or a pile's bare name is a located error.
return {
  rules = "official,melder", path = "lib", players = 2,
  hands = {
    [0] = { "red 1", "red 2", "red 3", "red 6", "red 8", "red 0", "green 8", "green 9",
            "blue 1", "blue 2", "blue 3", "blue 4", "blue 6" },
    [1] = { "red sets", "red 5", "blue 5", "red 6", "red 7", "yellow 7", "red 9",
            "red runs", "red colors", "red fits", "red bad_groups", "red bad_pile", "wild" },
  },
  top = "red 4",
  script = {
    { seat = 1, play = "red sets", expect = { said = {
        "5 ways", "set of 5s (red 5, blue 5) and set of 6s (red 6, Wild as 6)",
        "set of 5s (red 5, blue 5) and set of 7s (red 7, yellow 7)",
        "set of 5s (red 5, blue 5) and set of 9s (red 9, Wild as 9)",
        "set of 6s (red 6, Wild as 6) and set of 7s (red 7, yellow 7)",
        "set of 7s (red 7, yellow 7) and set of 9s (red 9, Wild as 9)"} } },
    { seat = 0, play = "red 1" },
    { seat = 1, play = "red runs", expect = { said = {
        "3 ways", "run of 4 to 7 (Wild as 4, red 5, red 6, red 7)", "run of 5 to 8 (red 5, red 6, red 7, Wild as 8)",
        "run of 6 to 9 (red 6, red 7, Wild as 8, red 9)" } } },
    { seat = 0, play = "red 2" },
    { seat = 1, play = "red colors", expect = { said = {
        "3 ways", "3 reds (red 5, red 6, red 7) and set of 5s (blue 5, Wild as 5)",
        "3 reds (red 5, red 6, red 7) and set of 7s (yellow 7, Wild as 7)",
        "3 reds (red 5, red 6, red 7) and set of 9s (red 9, Wild as 9)" } } },
    { seat = 0, play = "red 3" },
    { seat = 1, play = "red fits", expect = { said = {
        "blue 5: run nil, set top", "red 7: run top, set nil", "yellow 7: run top, set nil",
        "red 9: run nil, set nil", "red Bad groups: run nil, set nil", "blue 3: run bottom, set nil",
        "row/1 holds 3, piles row/1 row/2" }, zones = { ["row/1"] = { "wild", "red 5", "red 6" } } } },
    { seat = 0, play = "red 6" },
    { seat = 1, play = "red bad_groups",
      error = "melder.lua:27: melds: group 1 should be { kind, size }: a kind of \"set\", \"run\" or \"color\" and a size of 1 or more" },
    { seat = 1, play = "red bad_pile",
      error = "melder.lua:29: zone: zone row holds 2 numbered piles: name one, row/1 to row/2 (g:piles lists them)" },
  },
}
