-- Hostile: an effect waiting for an answer holds a to-be-closed value whose __close draws
-- cards. Made anew (undo, a rollback), the waiting effect is closed, and its handler must
-- not reach the game starting over.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local x <close> = setmetatable({}, { __close = function() g:draw(me, 5) end })
    g:choose_color(me)
    error("the color was chosen")
  end }
