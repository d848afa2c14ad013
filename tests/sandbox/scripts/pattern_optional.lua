-- Hostile: "a?" thirty times then "a" thirty times, against thirty a's: 2^30 ways to try.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local s = string.rep("a", 30)
    return s:match(string.rep("a?", 30) .. string.rep("a", 30) .. "b")
  end }
