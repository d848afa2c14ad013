-- Hostile: a list whose __len claims more elements than can exist and whose __index is a
-- C function (rawlen: 0, a card), handed to g:turn_cards, whose loop runs in C.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    g:turn_cards(setmetatable({}, { __len = function() return math.maxinteger end, __index = rawlen }))
  end }
