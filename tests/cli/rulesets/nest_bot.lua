-- nest_bot: checks its view of a zone one per seat (view.zones.nest[seat], a list each)
-- and that it sees the cards of its own nest and none of the others'.
return function(view, ask)
  local nests = view.zones and view.zones.nest
  if type(nests) ~= "table" then error("view.zones.nest is not a table of nests") end
  for s = 0, view.players - 1 do
    if type(nests[s]) ~= "table" then error("no nest for seat " .. s) end
    for _, c in pairs(nests[s]) do
      if s ~= view.seat then error("seat " .. view.seat .. " sees a card of nest " .. s) end
    end
  end
  return 1
end
