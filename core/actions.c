/* actions.c: luno_apply. An action is checked against the pending decision before
 * anything changes, logged, then carried out; the flow runs to the next decision. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* Refuses an action: the game is unchanged and luno_error says why. */
static luno_status refuse(luno_game *g, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g->error, sizeof g->error, fmt, ap);
  va_end(ap);
  return LUNO_EILLEGAL;
}

/* Writes a card as people read it: "red 7", "wild". */
static const char *card_text(const luno_game *g, int card, char *buf, size_t len) {
  const luno_card *c = &g->cards[card];
  const char *label = g->setup.types[c->type].label;
  if (c->color < 0)
    snprintf(buf, len, "%s", label);
  else
    snprintf(buf, len, "%s %s", g->setup.colors[c->color], label);
  return buf;
}

/* Doubles the log's room (rare: kept out of the appends). Returns 0, or -1 when out of memory. */
__attribute__((noinline)) static int log_grow(luno_game *g) {
  int cap = g->log_cap ? g->log_cap * 2 : 256;
  luno_action *p = realloc(g->log, (size_t)cap * sizeof *p);
  if (!p) return -1;
  g->log = p;
  g->log_cap = cap;
  return 0;
}

/* Appends an action to the log, growing it as needed; its pad is kept 0 (luno.h). */
static inline int log_append(luno_game *g, const luno_action *a) {
  if (g->log_len == g->log_cap && log_grow(g) < 0) return -1;
  luno_action *at = &g->log[g->log_len++];
  *at = *a;
  at->pad = 0;
  return 0;
}

/* Notes who answers a color question, so the COLOR event it leads to says who chose. */
static void note_color_answer(luno_game *g, luno_action a) {
  if (g->pending.kind == LUNO_ASK_COLOR && a.type == LUNO_ACT_CHOOSE) g->color_by = a.seat + 1;
}

/* Whether a is one of the pending options. PLAY compares the card, not the flags; a text
 * question takes any kept answer. */
static int offered(const luno_game *g, luno_action a) {
  if (g->pending.kind == LUNO_ASK_TEXT)
    return a.type == LUNO_ACT_ANSWER && a.value >= -1 && a.value < g->ntexts;
  int found = 0; /* every option looked at: no exit that depends on where it is */
  for (int i = 0; i < g->pending.count; i++) {
    const luno_action *o = &g->pending.options[i];
    found |= (o->type == a.type) & (o->value == a.value);
  }
  return found;
}

/* Explains why a play that is not an option was refused. */
static luno_status refuse_play(luno_game *g, luno_action a) {
  char card[64], top[64];
  if (a.value < 0 || a.value >= g->ncards) return refuse(g, "there is no card %d", a.value);
  card_text(g, a.value, card, sizeof card);
  if (g->cards[a.value].pile != LUNO_HAND(a.seat))
    return refuse(g, "%s is not in seat %d's hand", card, a.seat);
  if (g->phase == PH_DRAWN_ASK) return refuse(g, "after drawing only the drawn card may be played");
  char why[256]; /* a rule's reason comes first: it may match by other than the top (DOS) */
  if (g->rules && g->rules->why &&
      g->rules->why(g->rules->ud, g, a.seat, a.value, why, sizeof why) == 0)
    return refuse(g, "%s may not be played now: %s", card, why);
  int t = luno_top(g);
  if (t < 0) return refuse(g, "%s may not be played now", card);
  if (g->cards[a.value].color < 0 || luno_matches(g, a.value)) /* the rules refused it */
    return refuse(g, "%s may not be played now (`hint` lists the options)", card);
  const luno_type *sym = &g->setup.types[g->st.symbol];
  if (g->st.color >= 0)
    snprintf(top, sizeof top, "%s %s", g->setup.colors[g->st.color], sym->label);
  else
    snprintf(top, sizeof top, "%s", sym->label);
  return refuse(g, "%s does not match %s", card, top);
}

/* Explains why a draw, pass or stop that is not an option was refused: a rule's reason
 * (DOS: the second card of a pair), or what the turn allows instead. */
static luno_status refuse_decline(luno_game *g, luno_action a) {
  const char *what = a.type == LUNO_ACT_DRAW ? "draw" : g->st.again ? "stop" : "pass";
  char why[256];
  if (g->rules && g->rules->why && g->rules->why(g->rules->ud, g, a.seat, -1, why, sizeof why) == 0)
    return refuse(g, "seat %d may not %s now: %s", a.seat, what, why);
  if (a.type == LUNO_ACT_DRAW && g->phase == PH_DRAWN_ASK)
    return refuse(g, "seat %d has drawn: the card drawn may be played, or the turn passed", a.seat);
  int firm = 0; /* a play offered that is not a bluff: must_play then takes the decline away */
  for (int i = 0; i < g->pending.count; i++)
    firm |=
        g->pending.options[i].type == LUNO_ACT_PLAY && !(g->pending.options[i].flags & LUNO_BLUFF);
  if (g->setup.must_play && firm)
    return refuse(g, "seat %d may not %s now: it holds a card it may play, and must play", a.seat,
                  what);
  if (a.type == LUNO_ACT_DRAW && g->st.again)
    return refuse(g, "seat %d plays again: no draw now, a play or a stop", a.seat);
  if (a.type == LUNO_ACT_PASS && g->phase != PH_DRAWN_ASK && !g->st.again)
    return refuse(g, "seat %d may not pass now: passing comes after a draw", a.seat);
  return refuse(g, "seat %d may not %s now", a.seat, what);
}

/* Closes every reaction window: the next turn has begun. */
static void close_windows(luno_game *g) { g->nwindows = 0; }

/* Counts the turn once, at its first play or draw. */
static void count_turn(luno_game *g) {
  if (g->counted) return;
  g->counted = 1;
  g->stats.turns++;
}

static void do_answer(luno_game *g, luno_action a);

/* A declared effect's question (flow_declared) answered at once by a decider, as an
 * effect's question would be (luno_ask_now: logged within the play), then taken as any
 * answer is (do_answer, which asks the effect's next question the same way). */
static void declared_now(luno_game *g) {
  luno_action a;
  if (luno_ask_now(g, &a) == 1) do_answer(g, a); /* (-1: failed, the play is rolled back) */
}

/* The seat plays a card on its turn. Scripts run only if the card has an effect, a rule
 * hooks every play, or the play's UNO call does not match the one card it leaves (a rule
 * judges it); an effect declared as data the core runs itself. */
static void do_play(luno_game *g, luno_action a) {
  const luno_type *t = &g->setup.types[g->cards[a.value].type];
  close_windows(g);
  count_turn(g);
  g->play_flags = a.flags & LUNO_CALL;
  luno_discard(g, a.seat, a.value);
  g->play_flags = 0;
  int arg = a.flags & LUNO_CALL;
  if (((g->setup.events >> LUNO_EV_LAST_CARD) & 1u) && game_call_to_judge(g, a.seat, arg))
    arg |= LUNO_FX_LAST_CARD;
  if ((t->hooks & LUNO_HOOK_PLAY) || ((g->setup.events >> LUNO_EV_PLAY) & 1u) ||
      (arg & LUNO_FX_LAST_CARD))
    flow_effect(g, LUNO_FX_PLAY, a.seat, a.value, LUNO_EV_PLAY, arg, PH_AFTER_PLAY);
  else {
    g->phase = PH_AFTER_PLAY;
    if (t->effect) flow_declared(g, a.seat, a.value);
  }
  if (g->asking) declared_now(g);
}

/* The seat draws one card on its turn; or, when the rules hook the draw itself, they give
 * what it gives before any card moves. */
static void do_draw(luno_game *g, luno_action a) {
  close_windows(g);
  count_turn(g);
  if ((g->setup.events >> LUNO_EV_INSTEAD_OF_DRAW) & 1u) {
    g->st.drawn = -1;
    flow_effect(g, LUNO_FX_EVENT, a.seat, -1, LUNO_EV_INSTEAD_OF_DRAW, 0, PH_AFTER_DRAW);
    return;
  }
  int card = luno_draw_one(g, a.seat);
  g->st.drawn = card;
  g->like_top_due = card >= 0 && g->setup.like_top[0];
  emit(g, LUNO_LOG_DRAW, a.seat, card, card >= 0);
  if (card >= 0 && game_hook_live(g, LUNO_EV_DRAW))
    flow_effect(g, LUNO_FX_EVENT, a.seat, card, LUNO_EV_DRAW, 0, PH_AFTER_DRAW);
  else
    g->phase = PH_AFTER_DRAW;
}

/* A turn action: play, draw, or pass after drawing. */
static void do_turn(luno_game *g, luno_action a) {
  if (a.type == LUNO_ACT_PLAY)
    do_play(g, a);
  else if (a.type == LUNO_ACT_DRAW)
    do_draw(g, a);
  else { /* keeps the drawn card, or stops a turn of several plays (value 1) */
    count_turn(g);
    emit(g, LUNO_LOG_PASS, a.seat, -1, g->st.again);
    g->phase = PH_END_TURN;
  }
}

/* Gives the answer to the waiting effect. (Open windows stay: reactions cannot be taken
 * while a question waits, so a question at the start of a turn (a typed one) must not
 * close the catch it kept anyone from making; the turn's play or draw, or the next turn,
 * closes it.) */
static void do_answer(luno_game *g, luno_action a) {
  g->waiting = 0;
  if (g->asking) { /* the core's own question (a declared effect's) */
    flow_declared_answer(g, a);
    if (g->asking) declared_now(g); /* its next one */
    return;
  }
  int r = g->rules->resume(g->rules->ud, g, &a);
  if (r != LUNO_WAIT) g->in_turn_start = 0;
  if (r == LUNO_WAIT)
    g->waiting = 1;
  else if (r == LUNO_FAIL && !g->failed)
    luno_fail(g, "a script failed without saying why");
  else if (r == LUNO_DONE)
    flow_check_discard(g);
}

/* Checks a reaction: a turn is pending and the window is open. Returns its index. */
static int find_window(luno_game *g, luno_action a, luno_status *st) {
  *st = LUNO_OK;
  if (g->waiting) *st = refuse(g, "reactions wait until the pending choice is made");
  for (int w = 0; *st == LUNO_OK && w < g->nwindows; w++) {
    if (g->windows[w].id != a.value) continue;
    if (a.seat >= 0 && a.seat < LUNO_MAX_SEATS && (g->windows[w].seats >> a.seat) & 1) return w;
    *st = refuse(g, "seat %d may not take %s", a.seat, g->windows[w].name);
  }
  if (*st == LUNO_OK) *st = refuse(g, "there is nothing open to react to (window %d)", a.value);
  return -1;
}

/* Tells the listener who takes which window: text is its name, card its target. */
static void report_reaction(luno_game *g, int seat, const luno_window *w) {
  if (!g->listener || g->replaying) return;
  luno_log_event e = {LUNO_LOG_REACT, seat, w->target, w->id, w->name, NULL};
  g->listener(g->listener_ud, g, &e);
}

/* An out-of-turn reaction through an open window; the window closes once used. */
static luno_status react(luno_game *g, luno_action a) {
  luno_status st;
  int w = find_window(g, a, &st);
  if (w < 0) return st;
  if (log_append(g, &a) < 0) return refuse(g, "out of memory");
  report_reaction(g, a.seat, &g->windows[w]);
  luno_close_window(g, a.value);
  g->turn_taken = 0;
  g->react_call = (a.flags & LUNO_CALL) ? a.seat : -1;
  flow_effect(g, LUNO_FX_REACT, a.seat, -1, -1, a.value, PH_AFTER_REACT);
  return LUNO_OK;
}

/* Uses a reaction card out of turn (or on one's own turn). */
static luno_status use_card(luno_game *g, luno_action a) {
  if (g->waiting) return refuse(g, "reactions wait until the pending choice is made");
  if (a.value < 0 || a.value >= g->ncards) return refuse(g, "there is no card %d", a.value);
  const luno_card *c = &g->cards[a.value];
  if (c->pile != LUNO_HAND(a.seat))
    return refuse(g, "card %d is not in seat %d's hand", a.value, a.seat);
  if (!(g->setup.types[c->type].hooks & LUNO_HOOK_REACT))
    return refuse(g, "%s cannot be used out of turn", g->setup.types[c->type].label);
  if (log_append(g, &a) < 0) return refuse(g, "out of memory");
  g->turn_taken = 0;
  g->react_call = (a.flags & LUNO_CALL) ? a.seat : -1;
  g->stats.uses_by_type[c->type]++;
  flow_effect(g, LUNO_FX_REACT, a.seat, a.value, -1, 0, PH_AFTER_REACT);
  return LUNO_OK;
}

/* A referee's penalty: the seat draws value cards, and the decision is asked again. */
static luno_status penalty(luno_game *g, luno_action a) {
  if (g->waiting) return refuse(g, "penalties wait until the pending choice is made");
  if (a.value < 1 || a.value > 100)
    return refuse(g, "a penalty is 1 to 100 cards, not %d", a.value);
  if (log_append(g, &a) < 0) return refuse(g, "out of memory");
  luno_draw(g, a.seat, a.value);
  g->phase = g->ask_phase;
  return LUNO_OK;
}

/* An attempted illegal play under a ruleset that punishes it: logged, then the event. */
static luno_status punish(luno_game *g, luno_action a) {
  luno_status st = refuse_play(g, a);
  char why[sizeof g->error];
  memcpy(why, g->error, sizeof why);
  if (g->cards[a.value].pile != LUNO_HAND(a.seat) || log_append(g, &a) < 0) return st;
  g->penalized = 1;
  flow_effect(g, LUNO_FX_EVENT, a.seat, a.value, LUNO_EV_ILLEGAL, 0, g->ask_phase);
  flow_run(g);
  if (g->failed) return LUNO_ESCRIPT;
  memcpy(g->error, why, sizeof why);
  return st;
}

/* Checks an answer to the pending decision and carries it out. */
static luno_status decide(luno_game *g, luno_action a) {
  if (a.seat != g->pending.seat)
    return refuse(g, "it is seat %d's decision, not seat %d's", g->pending.seat, a.seat);
  if (!offered(g, a)) {
    if ((a.type == LUNO_ACT_DRAW || a.type == LUNO_ACT_PASS) && !g->waiting)
      return refuse_decline(g, a);
    if (a.type != LUNO_ACT_PLAY || g->waiting) return refuse(g, "that is not one of the options");
    int punished = (g->setup.events >> LUNO_EV_ILLEGAL) & 1u;
    if (punished && a.value >= 0 && a.value < g->ncards) return punish(g, a);
    return refuse_play(g, a);
  }
  if (log_append(g, &a) < 0) return refuse(g, "out of memory");
  note_color_answer(g, a);
  if (g->waiting)
    do_answer(g, a);
  else
    do_turn(g, a);
  return LUNO_OK;
}

/* A script failed while an action was carried out: outside a replay, the game goes back
 * to before the action (replaying the log up to `before`, its length then: the answers
 * luno_ask_now logged during the action go too), keeping the failure's message. */
static luno_status script_failed(luno_game *g, int before) {
  if (g->replaying) return LUNO_ESCRIPT;
  char why[sizeof g->error];
  memcpy(why, g->error, sizeof why);
  luno_status st = luno_rewind(g, before) == LUNO_OK ? LUNO_ESCRIPT : LUNO_EBROKEN;
  memcpy(g->error, why, sizeof why);
  return st;
}

/* luno_apply, and the replay's step (which sets g->replaying, so a failure is only
 * reported). */
static luno_status actions_apply(luno_game *g, luno_action a) {
  g->error[0] = '\0';
  g->penalized = g->color_by = 0;
  int before = g->log_len;
  if (g->phase == PH_OVER) return refuse(g, "the match is over");
  if ((unsigned)a.seat >= (unsigned)g->st.players) /* (a negative seat is a large one) */
    return refuse(g, "there is no seat %d", a.seat);
  if (a.flags & ~LUNO_CALL) /* (what no flag means would be logged, and saved, as given) */
    return refuse(g, "an action's flags are 0 or LUNO_CALL (1), not %d", a.flags);
  luno_status st;
  if (a.type == LUNO_ACT_REACT)
    st = react(g, a);
  else if (a.type == LUNO_ACT_PENALTY)
    st = penalty(g, a);
  else if (a.type == LUNO_ACT_USE)
    st = use_card(g, a);
  else
    st = decide(g, a);
  if (st != LUNO_OK) return st == LUNO_ESCRIPT ? script_failed(g, before) : st;
  flow_run(g);
  return g->failed ? script_failed(g, before) : LUNO_OK;
}

int luno_ask_now(luno_game *g, luno_action *answer) {
  luno_action a;
  if (g->replaying || !g->decider || !(((unsigned)g->decider_seats >> g->pending.seat) & 1u))
    return 0;
  if (!g->decider(g->decider_ud, g, &a)) return 0;
  if (a.seat != g->pending.seat || !offered(g, a)) {
    luno_fail(g, "a decider answered with an action that is not one of the options");
    return -1;
  }
  if (log_append(g, &a) < 0) return luno_fail(g, "out of memory"), -1;
  note_color_answer(g, a);
  *answer = a;
  return 1;
}

/* Keeps the game's digest at its log length n: digests[n]. The positions one action passed
 * over (a decider's answers, logged within it) keep 0, none. Out of memory, the keeping
 * stops (and with it the checks). */
static void keep_digest(luno_game *g, uint64_t digest) {
  int n = g->log_len;
  if (n >= g->digests_cap) {
    int cap = g->digests_cap ? g->digests_cap : 256;
    while (cap <= n)
      cap *= 2;
    uint64_t *p = realloc(g->digests, (size_t)cap * sizeof *p);
    if (!p) {
      g->keep_digests = g->ndigests = 0;
      return;
    }
    g->digests = p, g->digests_cap = cap;
  }
  for (int i = g->ndigests; i < n; i++)
    g->digests[i] = 0;
  g->digests[n] = digest;
  g->ndigests = n + 1;
}

/* The public name; a tail call when no digests are kept (the work, and the rewind after a
 * failure, in actions_apply). */
luno_status luno_apply(luno_game *g, luno_action a) {
  g->said = 0, g->said_cut = 0;
  if (!g->keep_digests) return actions_apply(g, a);
  int before = g->log_len;
  luno_status st = actions_apply(g, a);
  if (g->log_len != before)
    keep_digest(g, luno_step_digest(g));
  else if (g->ndigests > before + 1)
    g->ndigests = before + 1; /* (a rollback: what lay past it is gone) */
  return st;
}

void luno_keep_digests(luno_game *g) {
  g->keep_digests = 1;
  if (g->ndigests <= g->log_len) keep_digest(g, luno_step_digest(g));
}

uint64_t luno_digest_at(const luno_game *g, int n) {
  return n >= 0 && n < g->ndigests ? g->digests[n] : 0;
}

/* Says in g's error that the replay, its log n long, gives another game than the one
 * played; LUNO_EBROKEN. */
static luno_status replay_differs(luno_game *g, int n) {
  char when[32] = "at the start";
  if (n) snprintf(when, sizeof when, "after %d action%s", n, n == 1 ? "" : "s");
  snprintf(g->error, sizeof g->error,
           "the replay gives another game than the one played %s (a script saw something a "
           "replay does not reproduce, or a ruleset file changed)",
           when);
  return LUNO_EBROKEN;
}

/* Checks g, its log n long, against the digest kept kept there (if one was), and keeps
 * g's own when g is a fork that keeps them: one digest for both. */
static luno_status check_step(luno_game *g, const luno_game *kept, int n) {
  uint64_t want = luno_digest_at(kept, n);
  int keeps = g != kept && g->keep_digests;
  if (!want && !keeps) return LUNO_OK;
  uint64_t digest = luno_step_digest(g);
  if (want && digest != want) return replay_differs(g, n);
  if (keeps) keep_digest(g, digest);
  return LUNO_OK;
}

/* Applies the actions log[0, n) to g (replaying), checking each step against kept's
 * digests; g's own are kept as it goes when it is a fork that keeps them. */
static luno_status replay_checked(luno_game *g, const luno_action *log, int n,
                                  const luno_game *kept) {
  luno_status st = g->failed ? LUNO_EBROKEN : check_step(g, kept, 0);
  for (int i = 0; i < n && st == LUNO_OK; i++) {
    st = actions_apply(g, log[i]);
    if (st == LUNO_EILLEGAL && g->penalized) st = LUNO_OK;
    if (st == LUNO_OK) st = check_step(g, kept, g->log_len);
  }
  return st == LUNO_OK ? LUNO_OK : LUNO_EBROKEN;
}

luno_status luno_rewind(luno_game *g, int n) {
  if (n < 0 || n > g->log_len) n = g->log_len;
  g->replaying++;
  game_restart(g);
  luno_status st = replay_checked(g, g->log, n, g);
  g->replaying--;
  if (st == LUNO_OK && g->ndigests > n + 1) g->ndigests = n + 1;
  return st;
}

/* Keeps a copy of text (at most 255 bytes) as answer number g->ntexts; 0, or -1. */
static int keep_text(luno_game *g, const char *text) {
  if (g->ntexts == g->texts_cap) {
    int cap = g->texts_cap ? g->texts_cap * 2 : 16;
    char **p = realloc(g->texts, (size_t)cap * sizeof *p);
    if (!p) return -1;
    g->texts = p;
    g->texts_cap = cap;
  }
  size_t len = strnlen(text, 255);
  char *copy = malloc(len + 1);
  if (!copy) return -1;
  memcpy(copy, text, len);
  copy[len] = '\0';
  g->texts[g->ntexts] = copy;
  return 0;
}

luno_status luno_replay_of(luno_game *g, const luno_game *from, int n) {
  if (n < 0 || n > from->log_len) n = from->log_len;
  g->error[0] = '\0';
  if (g->log_len || g->ntexts || g->ncards != from->ncards || g->st.players != from->st.players)
    return luno_fail(g, "a replay of another game needs one just made like it"), LUNO_EBROKEN;
  for (int i = 0; i < from->ntexts; i++)
    if (keep_text(g, from->texts[i]) < 0)
      return luno_fail(g, "out of memory"), LUNO_EBROKEN;
    else
      g->ntexts++;
  g->replaying++;
  g->ndigests = 0; /* (a fork keeps its own as it replays: check_step) */
  luno_status st = replay_checked(g, from->log, n, from);
  g->replaying--;
  return st;
}

luno_status luno_answer(luno_game *g, int seat, const char *text) {
  if (keep_text(g, text) < 0) return luno_fail(g, "out of memory"), LUNO_EILLEGAL;
  return luno_apply(
      g, (luno_action){
             .type = LUNO_ACT_ANSWER, .seat = (int8_t)seat, .flags = 0, .value = g->ntexts++});
}
