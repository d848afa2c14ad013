-- The mercy rule: a player holding mercy_limit cards (25) or more is out of the round, and
-- their cards go under the discard pile. The last player in wins the round.
local function spare(g)
  for s = 0, g.players - 1 do
    local n = g:holds(s)
    if not g:is_out(s) and n >= g.options.mercy_limit then
      for _, c in ipairs(g:hand(s)) do g:insert(c, "bottom", "discard") end
      g:eliminate(s)
      g:say("mercy: seat %d is out with %d cards", s, n)
    end
  end
end

return rule {
  name = "mercy", about = "25 cards or more and you are out",
  after_play = spare, draw = spare, turn_start = spare,
}
