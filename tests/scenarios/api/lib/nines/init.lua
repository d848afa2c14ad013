-- nines: official with declared ends (ruleset `ends`): an empty hand neither wins nor ends
-- the round; a 9 played ends it, won by its player (who takes the others' points); the
-- match ends once a total reaches 50, and the lowest total wins it.
return ruleset {
  about = "official, but a 9 ends the round and the lowest total wins at 50",
  extends = "official",
  ends = {
    empty_hand = false,
    wins = "lowest",
    round = function(g)
      local top = g.top
      if top and g:name(top) == "9" then return g.current end
    end,
    match = function(g)
      for s = 0, g.players - 1 do
        if g:score(s) >= 50 then return true end
      end
    end,
  },
}
