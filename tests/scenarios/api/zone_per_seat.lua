-- A zone one per seat (per_seat = true): each seat has its own ("nest@1" is seat 1's, and
-- zone methods take that name too); g:insert reaches it; a card tucked face down there is
-- known to its seat only; naming the zone without a seat is
-- an error that says so, located in the script even from a tail call (`return g:zone(...)`).
return {
  rules = "official,nests", path = "lib", players = 3,
  hands = {
    [0] = { "green 1", "green 2", "green 3", "green 4" },
    [1] = { "red 5", "blue 4", "blue 9", "green 7" },
    [2] = { "yellow 5", "yellow 6", "red 9", "yellow 7" },
  },
  top = "red 9",
  script = {
    { seat = 1, play = "red 5",
      expect = { zones = { ["nest@0"] = {}, ["nest@1"] = { "blue 9", "blue 4" }, ["nest@2"] = {} },
                 said = { "nest 1 holds 2 (2 listed); its seat knows it: true, the next seat: false" } } },
    { seat = 2, play = "red 9", error = "nests.lua:7: zone: zone nest is one per seat: say whose (a seat after the name) (in a tail call" },
  },
}
