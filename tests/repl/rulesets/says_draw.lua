-- A rule whose draw_says words the draw on seat 0's turn and fails on seat 1's: the REPL's
-- hint lists the words, or says the hook failed, with its file:line (and the game goes on).
return rule {
  name = "says_draw",
  draw_says = function(g, seat)
    if seat == 1 then error("no words for seat 1") end
    return "one card from seat 1's pile"
  end,
}
