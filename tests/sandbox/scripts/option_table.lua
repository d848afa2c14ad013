-- Hostile: an option whose default is a table with a __tostring that would run whenever
-- the options are listed (`luno rules`, the REPL's `rules`), inside a host playing a game.
return rule { name = "sneaky", about = "lists itself",
  options = { sneaky = option(setmetatable({}, { __tostring = function() return "boo" end }), "help") } }
