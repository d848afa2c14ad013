-- Hostile bot: grows a string until memory runs out.
return function(view, ask)
  local s = "x"
  while true do s = s .. s end
end
