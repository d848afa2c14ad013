-- Phase 10 (Fundex, now Mattel): 108 cards, 1 to 12 twice in each of four colors, 8 Wilds
-- and 4 Skips; 2 to 6 players, ten cards each, the draw pile's top turned up to start the
-- discard pile. A turn: take the top card of the draw pile or of the discard pile (never a
-- Skip), lay down, then discard one card. Ten Phases, made in order, one a round: 1 two sets
-- of 3; 2 a set of 3 and a run of 4; 3 a set of 4 and a run of 4; 4 a run of 7; 5 a run of
-- 8; 6 a run of 9; 7 two sets of 4; 8 seven cards of one color; 9 a set of 5 and a set of 2;
-- 10 a set of 5 and a set of 3. A Phase goes down whole, once a round; then its player may
-- hit: add cards to any Phase on the table (a set's number, a run's next number at either
-- end, up to 12; the color). A Wild stands for any number or color (a group keeps a card of
-- its own, so what a Wild stands for is known); a Skip, discarded, makes the next player lose
-- a turn (newer booklets: a player of the discarder's choice) and, turned up first, skips the
-- first player. Emptying the hand, by hits or the discard, ends the round; each other hand
-- scores 5 a card 1 to 9, 10 a card 10 to 12, 15 a Skip, 25 a Wild, and who made their Phase
-- goes on to the next. Who completes Phase 10 first wins; when several do in one round, the
-- lowest total, and those tied replay Phase 10.
return ruleset {
  about = "Phase 10: ten Phases of sets, runs and colors, one a round, lowest total wins ties",
  min_players = 2, max_players = 6,
  colors = { "red", "blue", "green", "yellow" }, max_number = 12,
  options = {
    hand_size = option(10, "cards dealt to each player"),
    scoring = option("script", "each hand scores its own cards against it", { "script" }),
    skip_chooses = option(false, "a Skip makes a player of the discarder's choice lose a turn"),
  },
  discard_pile = "may_empty", -- (drawn from: it may run out)
  zones = { { name = "laid", per_seat = true, face_up = true, piles = 2 } }, -- a Phase's groups
  ends = {
    wins = "lowest",
    match = function(g) -- who completed Phase 10, lowest total first
      local done = {}
      for s = 0, g.players - 1 do if g.vars.phase[s] > 10 then done[#done + 1] = s end end
      table.sort(done, function(a, b) return g:score(a) < g:score(b) or g:score(a) == g:score(b) and a < b end)
      local tied = #done > 1 and g:score(done[1]) == g:score(done[2])
      for _, s in ipairs(done) do if tied and g:score(s) == g:score(done[1]) then g.vars.phase[s] = 10 end end
      return not tied and done[1] or nil
    end,
  },
  files = { "deck.lua", "score.lua", "turn.lua" },
}
