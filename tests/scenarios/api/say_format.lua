-- The API: g:say(fmt, ...) and g:tell(seat, fmt, ...) format with string.format; a bare
-- text is said as it is, "%" and all. Whether anyone listens is not for a script to know
-- (g.listening is no field: a game must not depend on it). A
-- format or argument string.format refuses is an error at the script's line, which refuses
-- the play (tests/unit/test_host.c shows the same errors when nobody listens).
return {
  rules = "official,sayers", path = "lib", players = 2, dealer = 1,
  hands = { [0] = { "red counter", "red fancy", "red plain", "red lister", "green 1", "green 2", "green 3" },
            [1] = { "red bad_count", "red bad_type", "red bad_format", "red 5", "red 6", "red 8", "blue 1" } },
  top = "red 7",
  script = {
    { seat = 0, play = "red counter", expect = { said = { "seat 0 holds 6 cards, 100% sure" } } },
    { seat = 1, play = "red bad_count",
      error = "sayers.lua:10: say: bad argument #3 to 'string.format' (no value)" },
    { seat = 1, play = "red bad_type",
      error = "sayers.lua:12: say: bad argument #2 to 'string.format' (number expected, got string)" },
    { seat = 1, play = "red bad_format", error = "sayers.lua:14: tell: invalid conversion '%' to 'format'" },
    { seat = 1, play = "red 5" },
    { seat = 0, play = "red fancy", expect = { said = { "[  2.5|a  |ff|3]" } } },
    { seat = 1, play = "red 6" },
    { seat = 0, play = "red plain", expect = { said = { "100% plain, no format" } } },
    { seat = 1, play = "red 8" },
    { seat = 0, play = "red lister", error = "sayers.lua:17: g has no field or method 'listening'" },
  },
}
