-- mercy (the No Mercy deck's mercy rule, as a short script): a seat holding mercy_limit
-- cards or more is out of the round; its cards are shuffled into the draw pile.
local function spare(g)
  for s = 0, g.players - 1 do
    local n = g:holds(s)
    if not g:is_out(s) and n >= g.options.mercy_limit then
      for _, c in ipairs(g:hand(s)) do g:insert(c, "random") end
      g:eliminate(s)
      g:say(("mercy: seat %d is out of the round with %d cards"):format(s, n))
    end
  end
end
return rule {
  name = "mercy", about = "a seat holding mercy_limit cards is out of the round",
  options = { mercy_limit = option(25, "cards that put a seat out of the round") },
  after_play = spare, draw = spare,
}
