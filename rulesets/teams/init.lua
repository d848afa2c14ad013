-- UNO Teams: the official game for four, played by two teams of two, by these rules:
--  - Partners sit across: seats 0 and 2 are one team, seats 1 and 3 the other; play
--    alternates between the teams.
--  - The first card flipped must be a number: any other goes back and another is flipped.
--  - After the deal, each player passes one card of their choice face down to their
--    partner, all at once (pass.lua; option pass_card, true).
--  - A round ends when a player goes out; their team scores the points of the cards the
--    other team holds (a partner's hand scores nothing). Both partners hold the team's
--    total.
--  - The first team to 500 wins the match; a tie at the top goes to the team that won the
--    last round.
-- Everything else is the official game: UNO calls and catches, Wild Draw Four challenges.
return ruleset {
  about = "UNO Teams: two teams of two, partners across, team scores to 500, a card passed to the partner",
  extends = "official",
  min_players = 4, max_players = 4,
  teams = "partners",
  set = { first_card = "redraw_specials" },
  files = { "pass.lua" },
}
