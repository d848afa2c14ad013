-- The API: a rule's legal_types answers once for all of a seat's cards: true plays whether
-- or not it matches (a bluff stays a bluff), "match" as the answer so far, the rest refused
-- with the reason given, and declining to play as `draw` says (false refuses it, absent
-- leaves it); nil leaves a seat as it is. Its
-- rule's legal runs after it, g:legal agrees, and a wrong answer is a located error that
-- changes nothing.
return {
  rules = "official,typed", path = "lib", players = 3,
  hands = {
    [0] = { "green 7", "green 5", "yellow 1", "yellow 2", "blue 1", "blue 2" },
    [1] = { "red typed", "red bad_return", "red bad_name", "red bad_value", "red 9", "red 8" },
    [2] = { "blue 7", "green skip", "red skip", "red 4", "yellow 3", "wild_draw_four" },
  },
  top = "red 3",
  draw = { "green 1", "green 2" },
  script = {
    { seat = 1, play = "red bad_return",
      error = "typed.lua:31: rule typed: legal_types returned a number: a table of card names, or nil" },
    { seat = 1, play = "red bad_name",
      error = "typed.lua:31: rule typed: legal_types names seven, which is no card type of this game" },
    { seat = 1, play = "red bad_value",
      error = "typed.lua:31: rule typed: legal_types gives a card type the text yes (true, \"match\" or false)" },
    { seat = 1, play = "red typed",
      expect = { said = { "blue 7 true, green Skip false, red Skip true, red 4 false, yellow 3 false, Wild Draw Four bluff" },
                 pending = { seat = 2, kind = "turn" },
                 playable = { "blue 7", "red skip", "wild_draw_four" }, bluffs = { "wild_draw_four" },
                 can_draw = false } },
    { seat = 2, play = "red 4", refused = "red 4 may not be played now: only sevens and skips on seat 2" },
    { seat = 2, play = "yellow 3", refused = "only sevens and skips on seat 2" },
    { seat = 2, draw = true, refused = "may not draw now: only sevens and skips on seat 2" },
    { seat = 2, play = "blue 7", expect = { pending = { seat = 0, kind = "turn" }, playable = { "green 7", "blue 1", "blue 2" },
                                            can_draw = true } },
    { seat = 0, play = "green 7", expect = { pending = { seat = 1, kind = "turn" }, playable = { "red 9" }, can_draw = true } },
  },
}
