-- lines_bot: reads the lines the rules add to the table's view (UNO Attack!'s launcher) and
-- fails if its view has none, or they do not say what the launcher holds.
return function(view, ask)
  local line = view.lines and view.lines[1] or ""
  local inside = tonumber(line:match("^Launcher: (%d+) cards inside"))
  if inside ~= view.draw_pile then error("view.lines[1] is " .. line) end
  return 1
end
