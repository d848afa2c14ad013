return function(view, ask)
  for i, o in ipairs(ask.options) do if o.type == "play" then return i, #view.hand == 2 end end
  return 1
end
