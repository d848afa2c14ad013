/* bot.c: the built-in random bot. It only picks among the engine's options, so it plays
 * under any ruleset. Policy: on a turn, each legal card in hand is one option (never a
 * bluff) and it picks uniformly; with none it draws and plays the drawn card if it can.
 * It always calls its last card, answers "no" to yes/no questions (so it never
 * challenges), declines an optional choice with probability 1/2, and otherwise picks
 * uniformly (wild colors uniformly over the ruleset's colors). It gives no answer to a
 * typed question (rules that ask players one decide for bots themselves, see setup.bots). */
#include <stddef.h>

#include "game.h"

/* Counts options of a type; with want_plays, only plays that are not bluffs. */
static int count_of(const luno_pending *p, int type, luno_action *pick, int nth) {
  int n = 0;
  for (int i = 0; i < p->count; i++) {
    const luno_action *o = &p->options[i];
    if (o->type != type || (type == LUNO_ACT_PLAY && (o->flags & LUNO_BLUFF))) continue;
    if (pick && n == nth) *pick = *o;
    n++;
  }
  return n;
}

/* Picks uniformly among the options of one type; returns 0 if there are none. */
static int pick_uniform(const luno_pending *p, int type, luno_rng *r, luno_action *out) {
  int n = count_of(p, type, NULL, 0);
  if (n == 0) return 0;
  count_of(p, type, out, (int)rng_below(r, (uint32_t)n));
  return 1;
}

/* A turn: a random legal card, else draw, else pass. */
static luno_action turn(const luno_game *g, luno_rng *r) {
  const luno_pending *p = &g->pending;
  luno_action a = p->options[0];
  if (pick_uniform(p, LUNO_ACT_PLAY, r, &a)) {
    int held = 0;
    luno_pile(g, LUNO_HAND(p->seat), &held);
    if (held == 2)
      a.flags = LUNO_CALL;
    else
      a.flags = 0;
    return a;
  }
  if (pick_uniform(p, LUNO_ACT_DRAW, r, &a)) return a;
  pick_uniform(p, LUNO_ACT_PASS, r, &a);
  return a;
}

luno_action luno_random_bot(const luno_game *g, luno_rng *r) {
  const luno_pending *p = &g->pending;
  luno_action a = p->count ? p->options[0] : (luno_action){LUNO_ACT_PASS, (int8_t)p->seat, 0, 0};
  if (p->kind == LUNO_ASK_NONE) return a;
  if (p->kind == LUNO_ASK_TURN) return turn(g, r);
  if (p->kind == LUNO_ASK_TEXT) return a; /* no answer: rules judge bots through setup.bots */
  int declinable = count_of(p, LUNO_ACT_DECLINE, &a, 0) > 0;
  if (p->kind == LUNO_ASK_YESNO) {
    for (int i = 0; i < p->count; i++)
      if (p->options[i].type == LUNO_ACT_CHOOSE && p->options[i].value == 0) return p->options[i];
    return a;
  }
  if (declinable && rng_below(r, 2) == 0) return a;
  pick_uniform(p, LUNO_ACT_CHOOSE, r, &a);
  return a;
}
