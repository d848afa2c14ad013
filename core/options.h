/* options.h: the legal plays of a turn, private to the core. Legality has one pipeline:
 * each card's own answer as its type declares it (game_plays_answer in game.h, the one
 * `plays` dispatcher), then, where a script has a say (the card type's can_play, or a rule's
 * legal hook), the host's answers for the whole list at once (luno_rules.legal, in
 * options.c). A turn with no script to ask takes the first step alone, here, inline in the
 * flow: it runs at every turn. */
#ifndef LUNO_OPTIONS_H
#define LUNO_OPTIONS_H

#include "game.h"

/* Whether a rule hooks legality and its hook may run now (luno_rules.live): then every
 * option, the decline too, goes to the scripts. */
static inline int options_hooked(const luno_game *g) {
  return ((g->setup.events >> LUNO_EV_LEGAL) & 1u) &&
         (!g->rules || !g->rules->live || g->rules->live(g->rules->ud, g, LUNO_EV_LEGAL));
}

/* A play option of seat for card with answer r (LUNO_ANSWER_YES or BLUFF). */
static inline luno_action options_play(int seat, int card, int r) {
  return (luno_action){.type = LUNO_ACT_PLAY,
                       .seat = (int8_t)seat,
                       .flags = r == LUNO_ANSWER_BLUFF ? LUNO_BLUFF : 0,
                       .value = card};
}

/* The scripts' step (options.c): the n cards in g->scratch with their own answers in
 * g->scratch + ncards + 1, and -1 for declining to play when a rule hooks legality, judged
 * by the host in one call. Then the options into g->options, in the list's order: each card
 * allowed, and the decline (LUNO_ACT_DRAW or PASS) when allowed. Returns the count, or -1
 * after a script failure. */
int options_judged(luno_game *g, int seat, int n, luno_act decline);
/* The turn's options through the scripts: every card of the hand with its own answer, then
 * the decline (the draw; within a turn of several plays, the stop: LUNO_ACT_PASS), or a
 * pass when nothing else is left (options.c). */
int options_judged_turn(luno_game *g, int seat, luno_act decline);

/* The turn's options of seat into g->options: its legal plays, then the draw (or a pass
 * when nothing is left to do). *plays: the count of plays when they come first and none is
 * a bluff, else -1 (the random bot's shortcut). Returns the count, or -1 after a script
 * failure. Without a rule hooking legality, each card's own answer, unless its type has a
 * can_play. A plain card's option is written always and kept if it matches: no branch to
 * mispredict. What the loop reads of g is read once, into locals: the options it writes
 * could alias g for all the compiler knows. */
static inline int options_turn(luno_game *g, int seat, int *plays) {
  *plays = -1; /* (the bot looks through a judged turn's options itself) */
  if (options_hooked(g)) return options_judged_turn(g, seat, LUNO_ACT_DRAW);
  int n = 0, bluffs = 0, held = g->counts[LUNO_HAND(seat)], color = g->st.color;
  uint64_t plain = g->plain_types, scripted = g->script_types, by_type = game_symbol_types(g);
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  const luno_card *cards = g->cards;
  luno_action *options = g->options;
  game_plays_ctx x = game_plays_ctx_of(g, seat);
  for (int i = 0; i < held; i++) {
    int card = hand[i], type = cards[card].type;
    if ((plain >> type) & 1u) {
      options[n] = options_play(seat, card, LUNO_ANSWER_YES);
      n += game_plain_match(cards[card].color, type, color, by_type);
      continue;
    }
    if ((scripted >> type) & 1u) return options_judged_turn(g, seat, LUNO_ACT_DRAW);
    int r = game_plays_answer(g, &x, card);
    bluffs |= r == LUNO_ANSWER_BLUFF;
    if (r > 0) options[n++] = options_play(seat, card, r);
  }
  *plays = bluffs ? -1 : n;
  for (int i = 0; g->setup.must_play && i < n; i++) /* a card plays (not as a bluff): no draw */
    if (!(options[i].flags & LUNO_BLUFF)) return n;
  options[n++] = (luno_action){.type = LUNO_ACT_DRAW, .seat = (int8_t)seat};
  return n;
}

/* The options after a draw: the drawn card, if it may be played, then the pass (unless a
 * rule refuses it). Returns the count, 0 when the card may not be played, or -1. */
static inline int options_drawn(luno_game *g, int seat, int card) {
  game_plays_ctx x = game_plays_ctx_of(g, seat);
  int r = game_plays_answer(g, &x, card);
  if (options_hooked(g) || ((g->script_types >> g->cards[card].type) & 1u)) {
    g->scratch[0] = card;
    g->scratch[g->ncards + 1] = r;
    int n = options_judged(g, seat, 1, LUNO_ACT_PASS);
    return n < 0 ? -1 : n > 0 && g->options[0].type == LUNO_ACT_PLAY ? n : 0;
  }
  if (r <= 0) return 0;
  g->options[0] = options_play(seat, card, r);
  g->options[1] = (luno_action){.type = LUNO_ACT_PASS, .seat = (int8_t)seat};
  return g->setup.must_play && r == LUNO_ANSWER_YES ? 1 : 2; /* (a drawn card that plays) */
}

/* Lists the open reaction windows (for the seats each allows) and reaction cards as the
 * pending decision's reactions (options.c). */
void options_reactions(luno_game *g);

#endif
