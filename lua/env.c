/* env.c: env.h, a table and its game driven one action index at a time. The action space
 * is laid out from the setup, block by block:
 *   play a card of type t and color slot k   t * K + k   (K = colors + 1: the last slot
 *   draw, pass                                            is a wild's)
 *   color c, seat s, direction (clockwise, counter), yes, no
 *   choose a card of type t and color slot k, choose a card not seen, decline, no answer
 * Options that name the same action (two red 7s) are one action: the first is taken. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <luno/env.h>
#include <luno/luno_host.h>
#include <luno/session.h>
#include <luno/table.h>

enum { RENDER_MAX = 1 << 20 }; /* the words kept between two renders, at most */

/* Where each block of the action space starts. */
typedef struct layout {
  int play, draw, pass, color, seat, direction, yes_no, card, unseen, decline, answer, choice;
  int total;
} layout;

struct luno_env {
  luno_session *ses; /* the table session (luno/session.h): its bot loop and steps */
  luno_table *tab;   /* the session's table and game, which no undo ever remakes here */
  luno_game *g;      /* made at open; each reset starts it afresh */
  int types, colors, players;
  layout at;
  int16_t *option_of; /* per action: the pending option it takes now, or -1 */
  int viewer;         /* luno_env_watch: the events are kept in words for viewer */
  char *said;         /* the words since the last render */
  size_t nsaid, cap_said;
  luno_log_event last_draw;  /* the draw told last, at said + last_draw_at, with joined cards */
  long last_draw_at;         /* (-1: none since the last render) */
  int joined, last_draw_log; /* ... and the log's length then: draws join within an action */
};

/* Lays the action space out for the table's setup. */
static void lay_out(luno_env *e) {
  int k = e->colors + 1, n = 0;
  layout *l = &e->at;
  l->play = n, n += e->types * k;
  l->draw = n++, l->pass = n++;
  l->color = n, n += e->colors;
  l->seat = n, n += e->players;
  l->direction = n, n += 2;
  l->yes_no = n, n += 2;
  l->card = n, n += e->types * k;
  l->unseen = n++, l->decline = n++, l->answer = n++;
  l->choice = n, n += LUNO_MAX_CHOICES; /* (a script's menu, by number: last, so the rest stay) */
  l->total = n;
}

/* Reads "name=value" lines into the config's options; -1 with err. */
static int read_sets(luno_config *c, const char *sets, char *err, int errlen) {
  for (const char *p = sets; p && *p;) {
    size_t len = strcspn(p, "\n"), eq = strcspn(p, "=");
    if (eq >= len || eq == 0 || eq >= sizeof c->sets[0][0] || len - eq > sizeof c->sets[0][1])
      return snprintf(err, (size_t)errlen, "an option is name=value: '%.*s'", (int)len, p), -1;
    if (c->nsets == LUNO_MAX_SETS)
      return snprintf(err, (size_t)errlen, "at most %d options", LUNO_MAX_SETS), -1;
    snprintf(c->sets[c->nsets][0], sizeof c->sets[0][0], "%.*s", (int)eq, p);
    snprintf(c->sets[c->nsets++][1], sizeof c->sets[0][1], "%.*s", (int)(len - eq - 1), p + eq + 1);
    p += len + (p[len] == '\n');
  }
  return 0;
}

luno_env *luno_env_open(const char *rules, int players, const char *bots, const char *sets,
                        char *err, int errlen) {
  luno_config c;
  luno_config_init(&c);
  if (players < 2 || players > LUNO_MAX_SEATS)
    return snprintf(err, (size_t)errlen, "players must be 2 to %d", LUNO_MAX_SEATS), NULL;
  c.players = players, c.has_seed = 1, c.forget_uno = 0;
  snprintf(c.rules, sizeof c.rules, "%s", rules ? rules : "official");
  snprintf(c.bots, sizeof c.bots, "%s", bots ? bots : "human");
  if (read_sets(&c, sets, err, errlen) < 0) return NULL;
  luno_env *e = calloc(1, sizeof *e);
  if (!e) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  /* A game from the start, so the observation's size is known before the first reset; the
   * bots never wait for a reaction of the caller's seats, to whom none is offered. */
  e->ses = luno_session_open(&c, "human", LUNO_SESSION_BOTS_GO_ON, err, errlen);
  if (!e->ses) return free(e), NULL;
  e->tab = luno_session_table(e->ses), e->g = luno_session_game(e->ses);
  e->types = e->tab->setup.ntypes, e->colors = e->tab->setup.ncolors, e->players = players;
  lay_out(e);
  e->option_of = malloc(sizeof *e->option_of * (size_t)e->at.total);
  if (!e->option_of) return luno_env_close(e), snprintf(err, (size_t)errlen, "out of memory"), NULL;
  memset(e->option_of, 0xff, sizeof *e->option_of * (size_t)e->at.total); /* nothing legal yet */
  return e;
}

void luno_env_close(luno_env *e) {
  if (!e) return;
  free(e->said);
  luno_session_close(e->ses);
  free(e->option_of);
  free(e);
}

int luno_env_actions(const luno_env *e) { return e->at.total; }
int luno_env_observation_size(const luno_env *e) {
  return 11 + 2 * e->players + luno_state_of(e->g)->ncards;
}

/* A card's slot within its type: its color, or the last slot for a wild. */
static int slot_of(const luno_env *e, int card) {
  int color = luno_card_at(e->g, card)->color;
  return color >= 0 && color < e->colors ? color : e->colors;
}

/* The action option o of decision p stands for, or -1 (none: a referee's penalty). */
static int action_of(const luno_env *e, const luno_pending *p, const luno_action *o) {
  const layout *l = &e->at;
  int v = o->value, k = e->colors + 1;
  switch (o->type) {
  case LUNO_ACT_PLAY: return l->play + luno_card_at(e->g, v)->type * k + slot_of(e, v);
  case LUNO_ACT_DRAW: return l->draw;
  case LUNO_ACT_PASS: return l->pass;
  case LUNO_ACT_DECLINE: return l->decline;
  case LUNO_ACT_ANSWER: return l->answer;
  case LUNO_ACT_CHOOSE: break;
  default: return -1;
  }
  switch (p->kind) {
  case LUNO_ASK_COLOR: return v >= 0 && v < e->colors ? l->color + v : -1;
  case LUNO_ASK_PLAYER: return v >= 0 && v < e->players ? l->seat + v : -1;
  case LUNO_ASK_DIRECTION: return l->direction + (v > 0 ? 0 : 1);
  case LUNO_ASK_YESNO: return l->yes_no + (v ? 0 : 1);
  case LUNO_ASK_CHOICE: return v >= 0 && v < LUNO_MAX_CHOICES ? l->choice + v : -1;
  case LUNO_ASK_CARD:
    if (!luno_sees(e->g, p->seat, v)) return l->unseen; /* its face would tell a hidden card */
    return l->card + luno_card_at(e->g, v)->type * k + slot_of(e, v);
  default: return -1;
  }
}

int luno_env_legal(luno_env *e, int32_t *legal, int cap) {
  const luno_pending *p = luno_pending_of(e->g);
  memset(e->option_of, 0xff, sizeof *e->option_of * (size_t)e->at.total);
  if (cap < 1) return 0;
  legal[0] = p->kind == LUNO_ASK_NONE ? -1 : p->seat;
  if (p->kind == LUNO_ASK_NONE) return 0;
  for (int i = 0; i < p->count; i++) {
    int a = action_of(e, p, &p->options[i]);
    if (a >= 0 && e->option_of[a] < 0) e->option_of[a] = (int16_t)i;
  }
  int n = 0;
  for (int a = 0; a < e->at.total && n + 1 < cap; a++)
    if (e->option_of[a] >= 0) legal[++n] = a;
  return n;
}

/* The bots move (and react) until one of the caller's seats decides or the match ends. */
static int bots_move(luno_env *e, char *err, int errlen) {
  return luno_session_run_bots(e->ses, err, errlen);
}

int luno_env_reset(luno_env *e, uint64_t seed, int32_t *legal, int cap, char *err, int errlen) {
  e->nsaid = 0, e->last_draw_at = -1; /* (a render tells the new game from its deal) */
  if (luno_session_renew(e->ses, seed, err, errlen) < 0) return -1;
  if (bots_move(e, err, errlen) < 0) return -1;
  return luno_env_legal(e, legal, cap);
}

int luno_env_step(luno_env *e, int a, int32_t *legal, int cap, char *err, int errlen) {
  const luno_pending *p = luno_pending_of(e->g);
  if (a < 0 || a >= e->at.total || e->option_of[a] < 0)
    return snprintf(err, (size_t)errlen, "action %d is not legal now", a), -1;
  luno_action act = p->options[e->option_of[a]];
  int held;
  luno_pile(e->g, LUNO_HAND(act.seat), &held);
  if (act.type == LUNO_ACT_PLAY && held - 1 == luno_calls_at(e->g)) act.flags |= LUNO_CALL;
  if (luno_session_replay(e->ses, act, NULL, err, errlen) != LUNO_OK) return -1;
  if (bots_move(e, err, errlen) < 0) return -1;
  return luno_env_legal(e, legal, cap);
}

int luno_env_card(const luno_env *e, int card, char *type, int typelen, char *label, int labellen,
                  int *color, int *number) {
  if (card < 0 || card >= luno_state_of(e->g)->ncards) return -1;
  const luno_card *c = luno_card_at(e->g, card);
  const luno_type *t = &e->tab->setup.types[c->type];
  snprintf(type, (size_t)typelen, "%s", t->name);
  snprintf(label, (size_t)labellen, "%s", t->label);
  *color = c->color, *number = t->number;
  return 0;
}

int luno_env_top(const luno_env *e) { return luno_top(e->g); }

int luno_env_color_name(const luno_env *e, int c, char *buf, int len) {
  if (c < 0 || c >= e->tab->setup.ncolors) return -1;
  snprintf(buf, (size_t)len, "%s", e->tab->setup.colors[c]);
  return 0;
}

int luno_env_action_name(const luno_env *e, int a, char *buf, int len) {
  const layout *l = &e->at;
  const luno_setup *s = &e->tab->setup;
  int k = e->colors + 1;
  const char *what = NULL;
  if (a < 0 || a >= l->total) return snprintf(buf, (size_t)len, "?"), -1;
  if ((a >= l->play && a < l->draw) || (a >= l->card && a < l->unseen)) {
    int i = a - (a < l->draw ? l->play : l->card), slot = i % k;
    return snprintf(buf, (size_t)len, "%s %s%s%s", a < l->draw ? "play" : "choose",
                    slot < e->colors ? s->colors[slot] : "", slot < e->colors ? " " : "",
                    s->types[i / k].label);
  }
  if (a >= l->color && a < l->seat)
    return snprintf(buf, (size_t)len, "color %s", s->colors[a - l->color]);
  if (a >= l->seat && a < l->direction) return snprintf(buf, (size_t)len, "seat %d", a - l->seat);
  if (a >= l->choice) return snprintf(buf, (size_t)len, "choice %d", a - l->choice + 1);
  what = a == l->draw            ? "draw"
         : a == l->pass          ? "pass"
         : a == l->direction     ? "clockwise"
         : a == l->direction + 1 ? "counterclockwise"
         : a == l->yes_no        ? "yes"
         : a == l->yes_no + 1    ? "no"
         : a == l->unseen        ? "choose a card not seen"
         : a == l->decline       ? "decline"
                                 : "no answer";
  return snprintf(buf, (size_t)len, "%s", what);
}

/* Where card lies as seat may know it: -1 not seen; 0 the draw pile, 1 the discard pile,
 * 2 + s seat s's hand, 2 + players + z zone z. */
static int place_seen(const luno_env *e, int seat, int card) {
  if (!luno_sees(e->g, seat, card)) return -1;
  int pile = luno_card_at(e->g, card)->pile;
  if (pile >= LUNO_HAND0 && pile < LUNO_ZONE0) return 2 + pile - LUNO_HAND0;
  if (pile >= LUNO_ZONE0) return 2 + e->players + pile - LUNO_ZONE0;
  return pile == LUNO_DISCARD ? 1 : 0;
}

int luno_env_observe(const luno_env *e, int seat, int32_t *out, int cap) {
  int size = luno_env_observation_size(e);
  if (cap < size || seat < 0 || seat >= e->players) return -1;
  const luno_state *st = luno_state_of(e->g);
  const luno_pending *p = luno_pending_of(e->g);
  int n = 0, count;
  out[n++] = seat, out[n++] = e->players, out[n++] = p->kind == LUNO_ASK_NONE ? -1 : p->seat;
  out[n++] = (int32_t)p->kind, out[n++] = st->direction, out[n++] = st->color;
  out[n++] = st->symbol, out[n++] = st->round;
  luno_pile(e->g, LUNO_DRAW_PILE, &count), out[n++] = count;
  luno_pile(e->g, LUNO_DISCARD, &count), out[n++] = count;
  out[n++] = st->drawn >= 0 && luno_sees(e->g, seat, st->drawn) ? st->drawn : -1;
  for (int s = 0; s < e->players; s++)
    luno_pile(e->g, LUNO_HAND(s), &count), out[n++] = count;
  for (int s = 0; s < e->players; s++)
    out[n++] = st->scores[s];
  for (int c = 0; c < st->ncards; c++)
    out[n++] = place_seen(e, seat, c);
  return n;
}

int luno_env_rewards(const luno_env *e, int32_t *out, int cap) {
  const luno_state *st = luno_state_of(e->g);
  for (int s = 0; s < e->players && s < cap; s++)
    out[s] = !st->over || st->winner < 0                               ? 0
             : luno_team_of(e->g, s) == luno_team_of(e->g, st->winner) ? 1
                                                                       : -1;
  return e->players;
}

int luno_env_determinize(luno_env *e, int seat, uint64_t seed) {
  if (seat < 0 || seat >= e->players) return -1;
  luno_rng rng;
  luno_seed(&rng, seed);
  return luno_determinize(e->g, seat, &rng);
}

/* Appends text and a line's end to the words kept, up to RENDER_MAX. */
static void keep_said(luno_env *e, const char *text, size_t n) {
  if (e->nsaid + n + 2 > RENDER_MAX) return; /* (nobody renders: the words stop, play goes on) */
  if (e->nsaid + n + 2 > e->cap_said) {
    size_t cap = e->cap_said ? e->cap_said : 4096;
    while (cap < e->nsaid + n + 2)
      cap *= 2;
    char *p = realloc(e->said, cap);
    if (!p) return;
    e->said = p, e->cap_said = cap;
  }
  memcpy(e->said + e->nsaid, text, n);
  e->nsaid += n;
  e->said[e->nsaid++] = '\n';
  e->said[e->nsaid] = '\0';
}

/* The listener of a watched table: each event in the viewer's words (a replay is no news). */
static void on_event(void *ud, const luno_game *g, const luno_log_event *e) {
  luno_env *env = ud;
  char words[4096];
  if (luno_replaying(g)) return;
  luno_log_event told = *e;
  int log = luno_log_length(g);
  if (env->last_draw_at >= 0 && log == env->last_draw_log &&
      luno_narrate_joins(&env->last_draw, e)) { /* one sentence of them all (session.c) */
    told.value += env->joined;
    env->nsaid = (size_t)env->last_draw_at;
  }
  long at = (long)env->nsaid;
  int n = luno_narrate(g, &told, env->viewer, words, (int)sizeof words);
  if (n > 0) keep_said(env, words, (size_t)(n < (int)sizeof words ? n : (int)sizeof words - 1));
  env->last_draw_at = e->kind == LUNO_LOG_DRAW && e->card < 0 && e->value > 0 ? at : -1;
  env->last_draw = *e, env->joined = told.value, env->last_draw_log = log;
}

int luno_env_watch(luno_env *e, int viewer) {
  if (viewer < LUNO_VIEW_PUBLIC || viewer >= e->players) return -1;
  e->viewer = viewer, e->nsaid = 0, e->last_draw_at = -1;
  luno_listen(e->g, on_event, e); /* (it tells the game's opening again) */
  return 0;
}

int luno_env_render(luno_env *e, char *out, int len) {
  int n = (int)e->nsaid;
  if (!out) return n; /* (how much there is: the words stay) */
  if (len > 0) snprintf(out, (size_t)len, "%s", e->said ? e->said : "");
  e->nsaid = 0, e->last_draw_at = -1;
  if (e->said) e->said[0] = '\0';
  return n;
}
