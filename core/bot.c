/* bot.c: the built-in random bot. It only picks among the engine's options, so it plays
 * under any ruleset. Policy: on a turn, each legal card in hand is one option (never a
 * bluff) and it picks uniformly; with none it draws and plays the drawn card if it can.
 * It always calls its last card, answers "no" to yes/no questions (so it never
 * challenges), declines an optional choice with probability 1/2, and otherwise picks
 * uniformly (wild colors uniformly over the ruleset's colors). It gives no answer to a
 * typed question (rules that ask players one decide for bots themselves, see setup.bots). */
#include <stddef.h>

#include "game.h"

/* Whether option o is of the type (for plays: not a bluff). */
static inline int is_kind(const luno_action *o, int type) {
  return o->type == type && !(type == LUNO_ACT_PLAY && (o->flags & LUNO_BLUFF));
}

/* The first option of a type into out; 0 if there is none. */
static int first_of(const luno_pending *p, int type, luno_action *out) {
  for (int i = 0; i < p->count; i++)
    if (is_kind(&p->options[i], type)) return *out = p->options[i], 1;
  return 0;
}

/* Picks uniformly among the options of one type; returns 0 if there are none. One pass
 * notes where they are, then one draw picks among them. */
static int pick_uniform(const luno_pending *p, int type, luno_rng *r, luno_action *out) {
  uint16_t at[LUNO_MAX_CARDS + 4]; /* options: at most a card each, and a few more */
  int n = 0;
  for (int i = 0; i < p->count; i++)
    if (is_kind(&p->options[i], type)) at[n++] = (uint16_t)i;
  if (n == 0) return 0;
  *out = p->options[at[rng_below(r, (uint32_t)n)]];
  return 1;
}

/* A turn: a random legal card (calling UNO when it leaves one: DOS, two), else draw, else
 * pass. */
static luno_action turn(const luno_game *g, luno_rng *r) {
  const luno_pending *p = &g->pending;
  luno_action a = p->options[0];
  if (pick_uniform(p, LUNO_ACT_PLAY, r, &a))
    a.flags = g->counts[LUNO_HAND(p->seat)] == luno_calls_at(g) + 1 ? LUNO_CALL : 0;
  else if (!pick_uniform(p, LUNO_ACT_DRAW, r, &a))
    pick_uniform(p, LUNO_ACT_PASS, r, &a);
  return a;
}

/* A turn whose options the flow laid out as g->turn_plays plays, then at most a draw or a
 * pass: what turn() picks, without looking through them. */
static inline luno_action plain_turn(const luno_game *g, luno_rng *r, int plays) {
  const luno_pending *p = &g->pending;
  if (plays == 0) return p->options[0];
  luno_action a = p->options[rng_below(r, (uint32_t)plays)];
  a.flags = g->counts[LUNO_HAND(p->seat)] == luno_calls_at(g) + 1 ? LUNO_CALL : 0;
  return a;
}

/* luno_random_bot but for a plain turn: kept out of line, so the plain turn's path saves
 * no registers. */
__attribute__((noinline)) static luno_action not_plain(const luno_game *g, luno_rng *r) {
  const luno_pending *p = &g->pending;
  if (p->kind == LUNO_ASK_TURN) return turn(g, r);
  luno_action a =
      p->count
          ? p->options[0]
          : (luno_action){.type = LUNO_ACT_PASS, .seat = (int8_t)p->seat, .flags = 0, .value = 0};
  if (p->kind == LUNO_ASK_NONE) return a;
  if (p->kind == LUNO_ASK_TEXT) return a; /* no answer: rules judge bots through setup.bots */
  if (p->kind == LUNO_ASK_CHOICE)         /* a script's menu: every answer alike, a decline too */
    return p->count ? p->options[rng_below(r, (uint32_t)p->count)] : a;
  int declinable = first_of(p, LUNO_ACT_DECLINE, &a);
  if (p->kind == LUNO_ASK_YESNO && !luno_asks_challenge(g)) /* a script's own: alike */
    return p->options[rng_below(r, (uint32_t)p->count)];
  if (p->kind == LUNO_ASK_YESNO) { /* a card's challenge: never (no evidence to weigh) */
    for (int i = 0; i < p->count; i++)
      if (p->options[i].type == LUNO_ACT_CHOOSE && p->options[i].value == 0) return p->options[i];
    return a;
  }
  if (declinable && rng_below(r, 2) == 0) return a;
  pick_uniform(p, LUNO_ACT_CHOOSE, r, &a);
  return a;
}

luno_action luno_random_bot(const luno_game *g, luno_rng *r) {
  if (g->pending.kind == LUNO_ASK_TURN && g->turn_plays >= 0) /* the common case first */
    return plain_turn(g, r, g->turn_plays);
  return not_plain(g, r);
}
