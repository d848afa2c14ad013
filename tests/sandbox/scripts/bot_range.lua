-- Hostile bot: answers an option that was not offered.
return function(view, ask)
  return 999
end
