-- Hostile: a list whose __index is a C function that never answers nil (rawlen gives 0, a
-- card), handed to g:reveal, whose loop over the list runs in C (no instruction to count).
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me) g:reveal(setmetatable({}, { __index = rawlen }), me) end }
