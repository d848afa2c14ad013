/* rounds.c: the ends of a game's rounds, kept as a session hears them (rounds.h). The hands
 * counted are those the narration counts (narrate_counts_hand), so the page's panel and
 * the log's lines say the same. */
#include <stdlib.h>
#include <string.h>

#include "narrate.h"
#include "rounds.h"

/* Whether the lowest total leads the match (a ruleset's declaration, or penalty scoring). */
static int lowest_wins(const luno_setup *su) {
  return su->wins == LUNO_WINS_LOWEST ||
         (su->wins == LUNO_WINS_SCORING && su->scoring == LUNO_SCORE_PENALTY);
}

/* Fills end's hands: each counted hand's cards and what they are worth. */
static void count_hands(luno_round_end *end, const luno_game *g, const luno_log_event *e) {
  const luno_setup *su = luno_setup_of(g);
  int at = 0;
  for (int seat = 0; seat < end->players; seat++) {
    int n;
    const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &n);
    end->first[seat] = at;
    end->counted[seat] = narrate_counts_hand(g, e, seat);
    end->points[seat] = 0;
    for (int i = 0; end->counted[seat] && i < n && at < LUNO_MAX_CARDS; i++) {
      end->points[seat] += su->types[luno_card_at(g, hand[i])->type].points;
      end->cards[at++] = hand[i];
    }
  }
  end->first[end->players] = at;
}

/* A round's end from its SCORE event: the hands, the scores, and what the round gave (the
 * scores less the last end's, none before the first). */
static void round_ended(round_log *r, luno_round_end *end, const luno_game *g,
                        const luno_log_event *e, int index) {
  const luno_state *st = luno_state_of(g);
  memset(end, 0, sizeof *end);
  end->round = st->round, end->winner = e->seat, end->event = index;
  end->players = st->players;
  end->match_winner = -2; /* (the match goes on, unless its end follows) */
  count_hands(end, g, e);
  for (int seat = 0; seat < st->players; seat++) {
    end->scores[seat] = st->scores[seat];
    end->gained[seat] = st->scores[seat] - (r->n > 1 ? r->items[r->n - 2].scores[seat] : 0);
  }
}

/* The last end completed by the match's: its winner, and by how much it leads the best of
 * the seats not on its side. */
static void match_ended(luno_round_end *end, const luno_game *g, const luno_log_event *e) {
  const luno_setup *su = luno_setup_of(g);
  int low = lowest_wins(su), best = 0, found = 0, w = e->seat;
  end->match_winner = w;
  end->margin = 0;
  if (w < 0 || w >= end->players) return;
  for (int seat = 0; seat < end->players; seat++) {
    if (seat == w || luno_team_of(g, seat) == luno_team_of(g, w)) continue;
    int v = end->scores[seat];
    if (!found || (low ? v < best : v > best)) best = v, found = 1;
  }
  if (found) end->margin = low ? best - end->scores[w] : end->scores[w] - best;
}

int rounds_heard(round_log *r, const luno_game *g, const luno_log_event *e, int index) {
  if (e->kind == LUNO_LOG_OVER && r->n > 0) match_ended(&r->items[r->n - 1], g, e);
  if (e->kind != LUNO_LOG_SCORE) return 0;
  if (r->n == r->cap) {
    int cap = r->cap ? r->cap * 2 : 8;
    luno_round_end *p = realloc(r->items, sizeof *p * (size_t)cap);
    if (!p) return -1;
    r->items = p, r->cap = cap;
  }
  r->n++;
  round_ended(r, &r->items[r->n - 1], g, e, index);
  return 0;
}

void rounds_truncate(round_log *r, int nevents) {
  /* (a round's score and the match's end come in one action: never cut between them) */
  while (r->n > 0 && r->items[r->n - 1].event >= nevents)
    r->n--;
}

void rounds_free(round_log *r) {
  free(r->items);
  memset(r, 0, sizeof *r);
}
