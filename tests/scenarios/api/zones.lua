-- The API: zones. A card moved to a face-up zone is known to every seat, to a face-down zone
-- to none; g:zone lists a zone's cards; cards leave a zone as from any pile; a zone that
-- does not exist is a located error naming the zones there are.
return {
  rules = "official,pool", path = "lib", players = 2,
  hands = { [0] = { "green 1", "red 0", "red 9" }, [1] = { "red 7", "red 5", "blue 2" } },
  top = "red 9",
  draw = { "yellow 4", "yellow 6" },
  script = {
    { seat = 1, play = "red 7",
      expect = { zones = { pool = { "yellow 4" }, vault = {} }, hand_sizes = { [1] = 2 } } },
    { seat = 0, play = "red 0",
      expect = { zones = { pool = {} }, holds = { [0] = { "yellow 4" } } } },
    { seat = 1, play = "red 5", expect = { zones = { vault = { "yellow 6" } } } },
    { seat = 0, play = "red 9", error = "pool.lua:14: zone: no zone named nowhere (zones: pool, vault)" },
  },
}
