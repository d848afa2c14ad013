-- Phase 10 (Fundex, now Mattel): 108 cards, 1 to 12 twice in four colors, 8 Wilds, 4 Skips;
-- 2 to 6 players, ten cards each, the draw pile's top turned up. A turn: take the top card
-- of the draw pile or the discard pile (never a Skip), lay down, discard one. Ten Phases, in
-- order, one a round: 1 two sets of 3; 2 a set of 3, a run of 4; 3 a set of 4, a run of 4; 4
-- a run of 7; 5 a run of 8; 6 a run of 9; 7 two sets of 4; 8 seven of one color; 9 a set of
-- 5, a set of 2; 10 a set of 5, a set of 3. A Phase goes down whole; then its player may hit:
-- add cards to any Phase down (a set's number, a run's next number either end up to 12, the
-- color). A Wild stands for any card (a group keeps one of its own); a Skip, discarded, makes
-- the next player lose a turn (newer booklets: one of the discarder's choice), and turned up
-- first skips the first player. Emptying the hand (hits or the discard) ends the round: each
-- hand scores 5 a card 1 to 9, 10 a card 10 to 12, 15 a Skip, 25 a Wild; who made their Phase
-- goes on. Who completes Phase 10 first wins; several in one round: the lowest total (a tie
-- replays Phase 10). A round nobody can finish ends with no winner (the booklet is silent).
return ruleset {
  about = "Phase 10: ten Phases of sets, runs and colors, one a round, lowest total wins ties",
  min_players = 2, max_players = 6, colors = { "red", "blue", "green", "yellow" }, max_number = 12,
  options = {
    hand_size = option(10, "cards dealt to each player"),
    scoring = option("penalty", "each hand scores its own cards against it", { "penalty" }),
    skip_chooses = option(false, "a Skip makes a player of the discarder's choice lose a turn"),
  },
  discard_pile = "may_empty", zones = { { name = "laid", per_seat = true, face_up = true, piles = 2 } },
  ends = {
    wins = "lowest",
    match = function(g) -- who completed Phase 10, lowest total first
      local done = {}
      for s = 0, g.players - 1 do if g.vars.phase[s] > 10 then done[#done + 1] = s end end
      table.sort(done, function(a, b) return g:score(a) < g:score(b) end)
      local tied = #done > 1 and g:score(done[1]) == g:score(done[2])
      for _, s in ipairs(done) do if tied then g.vars.phase[s] = 10 end end -- (all replay it)
      return not tied and done[1] or nil
    end,
  },
  progress = { words = "Phases to go", of = function(g, s) return 11 - g.vars.phase[s] end },
  files = { "deck.lua", "score.lua", "turn.lua" },
}
