-- odd_back (a test rule, loaded after mirror_backs): the green 2s' dark side is a pink 7,
-- so a card can turn identical to one it does not share a light face with.
return rule {
  name = "odd_back",
  round_start = function(g)
    for _, c in ipairs(g:deck()) do
      if g:name(c) == "2" and g:color_of(c) == "green" then g:set_back(c, "7", "pink") end
    end
  end,
}
