-- Hostile bot: never answers.
return function(view, ask)
  while true do end
end
