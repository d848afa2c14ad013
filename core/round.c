/* round.c: scoring a round, and the match's end. */
#include "game.h"

/* Whether seats a and b play for the same team (each seat is its own without teams). */
static int same_team(const luno_game *g, int a, int b) {
  return luno_team_of(g, a) == luno_team_of(g, b);
}

/* Adds points to seat's team: every seat of it (each seat alone without teams). */
static void add_to_team(luno_game *g, int seat, int points) {
  for (int s = 0; s < g->st.players; s++)
    if (same_team(g, s, seat)) g->st.scores[s] += points;
}

/* Adds a round's points: what the other teams hold to the winner's team (winner_takes),
 * or each hand's to its own team (penalty). */
static void add_points(luno_game *g, int winner) {
  if (g->setup.scoring == LUNO_SCORE_SCRIPT) return; /* the round_end hooks scored */
  int won = 0; /* what the other teams hold, for the winner's team */
  for (int s = 0; s < g->st.players; s++) {
    int points = 0;
    const uint16_t *hand = g->piles[LUNO_HAND(s)];
    for (int i = 0; i < g->counts[LUNO_HAND(s)]; i++)
      points += g->setup.types[g->cards[hand[i]].type].points;
    if (g->setup.scoring == LUNO_SCORE_PENALTY)
      add_to_team(g, s, points);
    else if (winner >= 0 && !same_team(g, s, winner))
      won += points;
  }
  if (won) add_to_team(g, winner, won);
}

/* Whether the lowest total leads the match: declared so (setup.wins), else under penalty
 * scoring. */
static int lowest_wins(const luno_game *g) {
  return g->setup.wins == LUNO_WINS_SCORING ? g->setup.scoring == LUNO_SCORE_PENALTY
                                            : g->setup.wins == LUNO_WINS_LOWEST;
}

/* The match leader: highest total (winner_takes) or lowest (penalty, or setup.wins). Ties
 * go to the lower seat; with teams, to the team of the last round's winner if it is among
 * the tied (a team's seats all hold its total, so a tie between partners is no tie). */
static int leader(const luno_game *g, int last_winner) {
  int best = 0, low = lowest_wins(g);
  for (int s = 1; s < g->st.players; s++) {
    int a = g->st.scores[s], b = g->st.scores[best];
    if (low ? a < b : a > b) best = s;
  }
  if (g->setup.teams > 0 && last_winner >= 0 && g->st.scores[last_winner] == g->st.scores[best])
    best = last_winner;
  return best;
}

void round_score(luno_game *g, int winner) {
  add_points(g, winner);
  g->stats.rounds++;
  emit(g, LUNO_LOG_SCORE, winner, -1, winner >= 0 ? g->st.scores[winner] : 0);
}

void round_finish(luno_game *g, int winner) {
  /* rounds > 0 plays exactly that many rounds; otherwise the target score ends it (none
   * when it is 0: the ruleset's ends.match decides, as Phase 10's does). */
  int done = g->setup.rounds > 0 && g->st.round >= g->setup.rounds;
  for (int s = 0; g->setup.rounds == 0 && g->setup.target_score > 0 && s < g->st.players; s++)
    if (g->st.scores[s] >= g->setup.target_score) done = 1;
  if (done || g->end_match) { /* (luno_end_match: by its winner, or by the totals) */
    g->st.over = 1;
    g->st.winner = g->end_match && g->match_winner >= 0 ? g->match_winner : leader(g, winner);
    g->phase = PH_OVER;
    emit(g, LUNO_LOG_OVER, g->st.winner, -1, g->st.scores[g->st.winner]);
    return;
  }
  /* The deal passes one seat clockwise, whatever the direction of play was. */
  if (g->setup.dealer_rotates) g->st.dealer = (g->st.dealer + 1) % g->st.players;
  g->phase = PH_ROUND_START;
}
