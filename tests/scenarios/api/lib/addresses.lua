-- addresses: a card that shows values a script could only tell apart by their addresses
-- (tostring, string.format's %s, %p): the sandbox shows a type, never an address, so a
-- game made anew (undo, load in another process) cannot differ by them.
card { name = "addresses", label = "Addresses", copies = 1,
  on_play = function(g)
    local t = {}
    g:say("%s|%s|%s|%s", tostring(t), tostring(print), string.format("%s", t),
          ("%s"):format(coroutine.create(print)))
    local ok, err = pcall(string.format, "%p", t)
    g:say("p: %s %s", tostring(ok), err)
    g:say("named: %s", tostring(setmetatable({}, { __name = "Thing" })))
    g:say("own: %s", tostring(setmetatable({}, { __tostring = function() return "mine" end })))
  end }
return rule { name = "addresses", about = "values shown without addresses: the sandbox's test" }
