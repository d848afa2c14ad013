-- chatty: every play says as much as an action may reach listeners (64 KiB: 64 lines of
-- 1,023 bytes): a game's events would hold hundreds of MiB of text if nothing capped them.
local line = string.rep("blah ", 204)
return rule {
  name = "chatty", about = "every play says 64 KiB",
  after_play = function(g, seat)
    for i = 1, 64 do g:say("%d %s", i, line) end
  end,
}
