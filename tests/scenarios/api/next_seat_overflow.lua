-- The API: g:next_seat reduces any step count modulo the seats first (3 players, seat 0:
-- maxinteger = 2^63 - 1 = 1 mod 3 -> seat 1; 2^31 - 1 = 1 mod 3 -> 1; mininteger = -2^63
-- = 1 mod 3 -> 1; 3 -> 0), no overflow; the deprecated next_player and choose_player still
-- work, and an asking function takes a plain prompt string.
return {
  rules = "official,steps", path = "lib", players = 3, dealer = 2,
  hands = { [0] = { "red steps", "red 2" }, [1] = { "green 3", "green 4" }, [2] = { "blue 4", "blue 5" } },
  top = "red 7",
  script = {
    { seat = 0, play = "red steps", expect = { said = { "steps: 1 1 1 0" } } },
    { seat = 0, choose = 2 },
    { seat = 0, yes = true, expect = { said = { "picked 2 surely" }, current = 1 } },
  },
}
