/* session.c: a table session (luno/session.h): the table and its game, the bots moving
 * until a person decides or may react, numbered decisions, checked undo, and the events
 * kept once and told to each viewer by the core's one rule. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "narrate.h"
#include "rounds.h"
#include <luno/host.h>
#include <luno/session.h>

enum { MAX_BOT_MOVES = 1000000 };
/* The text a game's events may hold in all (the core gives 64 KiB an action at most). */
#define EVENT_TEXT_MAX ((size_t)32 << 20)

/* An event as the core reported it (its text copied), with what telling it later needs:
 * who could know its card and words then, its card's face then. An event whose words read
 * more of the game (narrate_needs_now) keeps them, told as it happened. */
typedef struct kept_event {
  narrate_fact f;
  char *words;                           /* the viewers' words, one after another */
  uint16_t words_at[LUNO_MAX_SEATS + 2]; /* by viewer + 2 (LUNO_VIEW_PUBLIC first): offset */
  int joined; /* the cards its words count: a draw's own, or with the draws before it */
} kept_event;

struct luno_session {
  luno_config cfg;
  char default_bots[512];
  int flags;
  luno_table tab;
  luno_game *g;
  long decision;
  kept_event *events;
  int nevents, cap_events;
  size_t text_bytes;
  int *marks; /* marks[n]: how many events there were when the log held n actions */
  int cap_marks;
  int action_events; /* the first event of the action under way (no words join across) */
  int *undo;         /* log lengths before each person's action, oldest first */
  int nundo, cap_undo;
  luno_table scratch_tab; /* luno_session_eval's copy of the game (scratch_g: none when NULL) */
  luno_game *scratch_g;
  char said[4096];      /* the words luno_session_event told last */
  int32_t held_window;  /* the newest window the bots waited for */
  uint16_t waiting;     /* the people they wait for */
  uint16_t round_waits; /* the people they wait for at a round's end */
  round_log rounds;
};

/* Grows an int array to hold at least n items. */
static int reserve(int **items, int *cap, int n) {
  if (n <= *cap) return 0;
  int c = *cap ? *cap : 64;
  while (c < n)
    c *= 2;
  int *p = realloc(*items, sizeof *p * (size_t)c);
  if (!p) return -1;
  *items = p, *cap = c;
  return 0;
}

/* A copy of an event's text, counted against EVENT_TEXT_MAX; past it, a note. */
static char *keep_text(luno_session *s, const char *text) {
  if (!text) return NULL;
  size_t len = strlen(text);
  if (s->text_bytes + len > EVENT_TEXT_MAX)
    text = "(left out: this game's events hold 32 MiB of text)", len = strlen(text);
  char *copy = strdup(text);
  if (copy) s->text_bytes += len;
  return copy;
}

/* Whether viewer's words for event e may differ from the public's: the viewer is in it
 * ("you") or may know a card or words the public may not. */
static int own_words(const luno_game *g, const narrate_fact *f, int viewer) {
  const luno_log_event *e = &f->e;
  uint16_t seen_by = f->seen_by, all = (uint16_t)((1u << luno_state_of(g)->players) - 1);
  if ((seen_by & all) != all && (viewer < 0 || ((seen_by >> viewer) & 1))) return 1;
  if (viewer < 0) return 0;
  return viewer == e->seat || (!luno_event_has_card(e->kind) && viewer == e->card) ||
         (e->kind == LUNO_LOG_SWAP && viewer == e->value) ||
         (e->kind == LUNO_LOG_REVEAL && ((e->value >> viewer) & 1));
}

/* Keeps the event in words for every viewer (the public, the referee, each seat), each
 * text once: most viewers read the public's words, and only those whose words may differ
 * (own_words) are told it apart. Counted against EVENT_TEXT_MAX. */
static void keep_words(luno_session *s, const luno_game *g, kept_event *k) {
  enum { ONE = 2048, NONE = 0xffff };
  int viewers = luno_state_of(g)->players + 2;
  char all[(LUNO_MAX_SEATS + 2) * ONE];
  size_t used = 0;
  for (int v = 0; v < viewers; v++) {
    k->words_at[v] = NONE;                      /* (nothing to say) */
    if (v > 0 && !own_words(g, &k->f, v - 2)) { /* the public's words */
      k->words_at[v] = k->words_at[0];
      continue;
    }
    char *at = all + used;
    int n = narrate_kept(g, &k->f, v - 2, at, ONE);
    if (n <= 0) continue;
    for (int u = 0; u < v && k->words_at[v] == NONE; u++)
      if (k->words_at[u] != NONE && !strcmp(all + k->words_at[u], at))
        k->words_at[v] = k->words_at[u];
    if (k->words_at[v] == NONE) k->words_at[v] = (uint16_t)used, used += (size_t)n + 1;
  }
  if (!used || s->text_bytes + used > EVENT_TEXT_MAX || !(k->words = malloc(used))) {
    for (int v = 0; v < viewers; v++)
      k->words_at[v] = NONE;
    return;
  }
  memcpy(k->words, all, used);
  s->text_bytes += used;
}

/* Keeps the words of k, the newest event: when it joins the one before it in the same
 * action (luno_narrate_joins: draws one after another), the words of both, told at k as
 * one draw of their total, and the one before keeps none. */
static void keep_joined_words(luno_session *s, const luno_game *g, kept_event *k) {
  kept_event *before = s->nevents >= 2 ? k - 1 : NULL;
  k->joined = k->f.e.value;
  if (!before || s->nevents - 2 < s->action_events || !luno_narrate_joins(&before->f.e, &k->f.e))
    return keep_words(s, g, k);
  int value = k->f.e.value;
  k->joined = k->f.e.value = before->joined + value; /* (told as one draw of them all) */
  keep_words(s, g, k);
  k->f.e.value = value;
  free(before->words);
  before->words = NULL;
}

/* The seats people play (bit s). */
static uint16_t people(const luno_session *s) {
  uint16_t bits = 0;
  for (int seat = 0; seat < s->tab.setup.players; seat++)
    if (!luno_session_is_bot(s, seat)) bits = (uint16_t)(bits | 1u << seat);
  return bits;
}

/* Keeps an event the core reports (replays are not news: they are ignored). */
static void on_event(void *ud, const luno_game *g, const luno_log_event *e) {
  luno_session *s = ud;
  if (luno_replaying(g)) return;
  if (s->nevents == s->cap_events) {
    int cap = s->cap_events ? s->cap_events * 2 : 256;
    kept_event *p = realloc(s->events, sizeof *p * (size_t)cap);
    if (!p) return; /* out of memory: the event is lost, the game is not */
    s->events = p, s->cap_events = cap;
  }
  kept_event *k = &s->events[s->nevents++];
  rounds_heard(&s->rounds, g, e, s->nevents - 1); /* (out of memory: no panel, same game) */
  if (e->kind == LUNO_LOG_SCORE && (s->flags & LUNO_SESSION_ROUND_ENDS)) s->round_waits = people(s);
  narrate_fact_of(g, e, &k->f);
  k->f.e.text = keep_text(s, e->text);
  k->f.e.key = NULL;
  k->words = NULL;
  if ((s->flags & LUNO_SESSION_WORDS) && narrate_needs_now(e)) keep_joined_words(s, g, k);
}

/* Forgets the events after the first n. */
static void truncate_events(luno_session *s, int n) {
  for (int i = n; i < s->nevents; i++) {
    char *text = (char *)s->events[i].f.e.text;
    if (text) s->text_bytes -= strlen(text);
    free(text);
    free(s->events[i].words); /* (its bytes stay counted: a bound, not a balance) */
  }
  if (n < s->nevents) s->nevents = n;
  rounds_truncate(&s->rounds, n);
}

/* Notes how many events there are at the current log length. */
static int mark(luno_session *s) {
  int len = luno_log_length(s->g);
  if (reserve(&s->marks, &s->cap_marks, len + 1) < 0) return -1;
  s->marks[len] = s->nevents;
  s->action_events = s->nevents;
  return 0;
}

/* Throws away luno_session_eval's copy of the game. */
static void drop_scratch(luno_session *s) {
  if (!s->scratch_g) return;
  luno_free(s->scratch_g);
  luno_table_close(&s->scratch_tab);
  s->scratch_g = NULL;
}

/* The position changed: a new decision (held() works out the wait afresh from it), and
 * the copy `lua` ran on is another game's now. */
static void moved(luno_session *s) {
  s->decision++;
  drop_scratch(s);
}

/* Starts listening to (and checking) a game just made or reseeded. */
static int watch(luno_session *s, luno_game *g, char *err, int errlen) {
  if (s->flags & LUNO_SESSION_EVENTS) luno_listen(g, on_event, s);
  if (s->flags & LUNO_SESSION_DIGESTS) luno_keep_digests(g);
  s->g = g;
  if (mark(s) < 0) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  return 0;
}

/* A session for c (read as luno_config_read reads it) with no table yet; NULL with err. */
static luno_session *session_new(const luno_config *c, const char *default_bots, int flags,
                                 char *err, int errlen) {
  luno_session *s = calloc(1, sizeof *s);
  if (!s) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  if (luno_config_read(c, &s->cfg, err, errlen) < 0) return free(s), NULL;
  s->flags = flags;
  snprintf(s->default_bots, sizeof s->default_bots, "%s", default_bots ? default_bots : "human");
  return s;
}

luno_session *luno_session_open_table(const luno_config *c, const char *default_bots, int flags,
                                      char *err, int errlen) {
  luno_session *s = session_new(c, default_bots, flags, err, errlen);
  if (!s) return NULL;
  if (luno_table_open(&s->tab, &s->cfg, s->default_bots, err, errlen) < 0) {
    luno_table_close(&s->tab); /* (what it opened before it failed) */
    free(s);
    return NULL;
  }
  return s;
}

int luno_session_start(luno_session *s, char *err, int errlen) {
  char why[512];
  if (s->g) return snprintf(err, (size_t)errlen, "the game has started already"), -1;
  luno_game *g = luno_new(&s->tab.setup, luno_host_rules(s->tab.host), why, sizeof why);
  if (!g) return snprintf(err, (size_t)errlen, "the game cannot start: %s", why), -1;
  if (watch(s, g, err, errlen) < 0) {
    luno_free(g);
    s->g = NULL;
    return -1;
  }
  return 0;
}

luno_session *luno_session_open(const luno_config *c, const char *default_bots, int flags,
                                char *err, int errlen) {
  luno_session *s = luno_session_open_table(c, default_bots, flags, err, errlen);
  if (s && luno_session_start(s, err, errlen) < 0) luno_session_close(s), s = NULL;
  return s;
}

const char *luno_session_traceback(const luno_session *s) {
  return luno_host_traceback(s->tab.host);
}

void luno_session_close(luno_session *s) {
  if (!s) return;
  drop_scratch(s);
  luno_free(s->g);
  luno_table_close(&s->tab);
  truncate_events(s, 0);
  free(s->events);
  free(s->marks);
  free(s->undo);
  rounds_free(&s->rounds);
  free(s);
}

int luno_session_renew(luno_session *s, uint64_t seed, char *err, int errlen) {
  s->cfg.seed = seed, s->cfg.has_seed = 1;
  truncate_events(s, 0);
  s->nundo = 0, s->held_window = 0, s->waiting = 0, s->round_waits = 0;
  luno_table_reseed(&s->tab, seed);
  if (luno_reseed(s->g, seed) != LUNO_OK)
    return snprintf(err, (size_t)errlen, "%s", luno_error(s->g)), -1;
  if (s->flags & LUNO_SESSION_DIGESTS) luno_keep_digests(s->g); /* (the new start's digest) */
  if (mark(s) < 0) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  moved(s);
  return 0;
}

luno_game *luno_session_game(const luno_session *s) { return s->g; }
luno_table *luno_session_table(luno_session *s) { return &s->tab; }
const luno_config *luno_session_config(const luno_session *s) { return &s->cfg; }
long luno_session_decision(const luno_session *s) { return s->decision; }

int luno_session_is_bot(const luno_session *s, int seat) {
  return seat >= 0 && seat < s->tab.setup.players && s->tab.seats[seat] != LUNO_SEAT_HUMAN;
}

/* Refuses an answer to a decision that is not the pending one. */
static int stale(const luno_session *s, long decision, char *err, int errlen) {
  if (decision == s->decision) return 0;
  return snprintf(err, (size_t)errlen,
                  "decision %ld is not the one pending (%ld is): the table moved on, so "
                  "nothing was done; read the state again",
                  decision, s->decision),
         -1;
}

/* Applies one action (or typed answer), keeping the events in step with the log. */
static luno_status step(luno_session *s, luno_action a, const char *text, char *err, int errlen) {
  int before = luno_log_length(s->g);
  uint16_t round_waits = s->round_waits;      /* (a person who acts has gone on: before the act, */
  if (a.seat >= 0 && a.seat < LUNO_MAX_SEATS) /* which may end the next round, waited anew) */
    s->round_waits &= (uint16_t) ~(1u << a.seat);
  luno_status st = text ? luno_answer(s->g, a.seat, text) : luno_apply(s->g, a);
  int len = luno_log_length(s->g);
  if (st != LUNO_OK && len == before) s->round_waits = round_waits; /* (refused: as it was) */
  if (len != before) moved(s); /* (a refusal may still have moved: a bot's reaction) */
  if (st != LUNO_OK) snprintf(err, (size_t)errlen, "%s", luno_error(s->g));
  if (len != before && mark(s) < 0) {
    snprintf(err, (size_t)errlen, "out of memory");
    return st != LUNO_OK ? st : LUNO_EBROKEN;
  }
  if (st != LUNO_OK) truncate_events(s, s->marks[len]);
  return st;
}

luno_status luno_session_replay(luno_session *s, luno_action a, const char *text, char *err,
                                int errlen) {
  return step(s, a, text, err, errlen);
}

/* Whether the bots wait for a person's reaction: a window newer than the last one waited
 * for that opened for a person (and is not about that person) starts a wait for the
 * people it is open to; the wait lasts while such a window is open to one of them. */
static int held(luno_session *s) {
  if (s->flags & LUNO_SESSION_BOTS_GO_ON) return 0;
  const luno_pending *p = luno_pending_of(s->g);
  uint16_t still = 0;
  int32_t newest = s->held_window;
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->window <= 0 || luno_session_is_bot(s, r->seat) || r->target == r->seat) continue;
    uint16_t bit = (uint16_t)(1u << r->seat);
    if (r->window > s->held_window) {
      s->waiting = (uint16_t)(s->waiting | bit);
      if (r->window > newest) newest = r->window;
    }
    if (s->waiting & bit) still = (uint16_t)(still | bit);
  }
  s->held_window = newest;
  s->waiting = still;
  return (still | s->round_waits) != 0;
}

uint16_t luno_session_waiting(luno_session *s) {
  if (luno_pending_of(s->g)->kind == LUNO_ASK_NONE) return 0;
  held(s);
  return (uint16_t)(s->waiting | s->round_waits);
}

uint16_t luno_session_round_waiting(const luno_session *s) { return s->round_waits; }

int luno_session_rounds(const luno_session *s) { return s->rounds.n; }

const luno_round_end *luno_session_round_end(const luno_session *s, int i) {
  return i >= 0 && i < s->rounds.n ? &s->rounds.items[i] : NULL;
}

int luno_session_go_on(luno_session *s, long decision, int seat, char *err, int errlen) {
  if (stale(s, decision, err, errlen) < 0) return -1;
  if (seat < 0 || seat >= s->tab.setup.players)
    return snprintf(err, (size_t)errlen, "there is no seat %d", seat), -1;
  held(s);
  s->waiting = (uint16_t)(s->waiting & ~(1u << seat));
  s->round_waits = (uint16_t)(s->round_waits & ~(1u << seat));
  return 0;
}

int luno_session_bot_step(luno_session *s, char *err, int errlen) {
  if (luno_pending_of(s->g)->kind == LUNO_ASK_NONE || held(s)) return 0;
  luno_action a;
  int reaction, found = luno_table_bot_move(&s->tab, s->g, &a, &reaction, err, errlen);
  if (found <= 0) return found;
  return step(s, a, NULL, err, errlen) != LUNO_OK ? -1 : 1;
}

int luno_session_run_bots(luno_session *s, char *err, int errlen) {
  for (long n = 0; n < MAX_BOT_MOVES; n++) {
    int r = luno_session_bot_step(s, err, errlen);
    if (r <= 0) return r;
  }
  return snprintf(err, (size_t)errlen,
                  "the bots made %d moves without reaching a person's decision", MAX_BOT_MOVES),
         -1;
}

/* The game of s rebuilt apart to n actions: a table of its own forked from s's (the same
 * script texts), the actions replayed and checked against the digests s kept. 0 with *t
 * and *g, or -1 with err and nothing kept. */
static int rebuild(const luno_session *s, int n, luno_table *t, luno_game **g, char *err,
                   int errlen) {
  char why[512];
  if (luno_table_fork(t, &s->tab, &s->cfg, s->default_bots, why, sizeof why) < 0) {
    luno_table_close(t);
    return snprintf(err, (size_t)errlen, "the game could not be copied: %s", why), -1;
  }
  *g = luno_new(&t->setup, luno_host_rules(t->host), why, sizeof why);
  int same = *g != NULL;
  if (*g) luno_keep_digests(*g);
  if (*g && luno_replay_of(*g, s->g, n) != LUNO_OK)
    same = 0, snprintf(why, sizeof why, "%s", luno_error(*g));
  if (same) return 0;
  luno_free(*g);
  luno_table_close(t);
  return snprintf(err, (size_t)errlen, "the game could not be replayed: %s", why), -1;
}

luno_session *luno_session_fork(const luno_session *s, int n, int flags, char *err, int errlen) {
  luno_session *f = session_new(&s->cfg, s->default_bots, flags, err, errlen);
  if (!f) return NULL;
  luno_game *g;
  if (rebuild(s, n, &f->tab, &g, err, errlen) < 0) return free(f), NULL;
  if (watch(f, g, err, errlen) < 0) {
    f->g = g;
    luno_session_close(f);
    return NULL;
  }
  return f;
}

int luno_session_eval(luno_session *s, const char *code, luno_line_fn fn, void *ud, char *err,
                      int errlen) {
  int n = luno_log_length(s->g);
  if (s->scratch_g && luno_log_length(s->scratch_g) != n)
    drop_scratch(s); /* (moved() drops it: this is the check that it did) */
  if (!s->scratch_g) {
    if (rebuild(s, n, &s->scratch_tab, &s->scratch_g, err, errlen) < 0) return -1;
    luno_host_keep(s->scratch_tab.host); /* (when it cannot, the copy serves once) */
  }
  int r = luno_host_eval(s->scratch_tab.host, s->scratch_g, code, fn, ud, err, errlen);
  if (!luno_host_as_kept(s->scratch_tab.host)) drop_scratch(s);
  return r;
}

int luno_session_rewind(luno_session *s, int n, char *err, int errlen) {
  luno_table t;
  luno_game *g;
  if (rebuild(s, n, &t, &g, err, errlen) < 0) return -1;
  truncate_events(s, n && (s->flags & LUNO_SESSION_EVENTS) ? s->marks[n] : 0);
  luno_free(s->g);
  luno_table_close(&s->tab);
  s->tab = t;
  while (s->nundo && s->undo[s->nundo - 1] >= n)
    s->nundo--;
  s->held_window = 0, s->waiting = 0, s->round_waits = 0;
  if (watch(s, g, err, errlen) < 0) return -1; /* (at the start, the opening is told again) */
  moved(s);
  return 0;
}

int luno_session_apply(luno_session *s, long decision, luno_action a, const char *text, int run,
                       char *err, int errlen) {
  if (stale(s, decision, err, errlen) < 0) return -1;
  luno_rng rngs[LUNO_MAX_SEATS];
  memcpy(rngs, s->tab.rng, sizeof rngs);
  int before = luno_log_length(s->g);
  long at = s->decision;
  if (reserve(&s->undo, &s->cap_undo, s->nundo + 1) < 0)
    return snprintf(err, (size_t)errlen, "out of memory"), -1;
  s->undo[s->nundo++] = before;
  if (step(s, a, text, err, errlen) == LUNO_OK &&
      (!run || luno_session_run_bots(s, err, errlen) == 0))
    return 0;
  s->nundo--;
  memcpy(s->tab.rng, rngs, sizeof rngs);
  if (luno_log_length(s->g) != before) {
    char why[256];
    if (luno_session_rewind(s, before, why, sizeof why) < 0)
      snprintf(err, (size_t)errlen, "%s", why);
  }
  if (luno_log_length(s->g) == before) s->decision = at; /* the same position as before */
  return -1;
}

int luno_session_undo(luno_session *s, char *err, int errlen) {
  if (s->nundo == 0) return snprintf(err, (size_t)errlen, "nothing to undo"), -1;
  return luno_session_rewind(s, s->undo[s->nundo - 1], err, errlen);
}

int luno_session_undo_points(const luno_session *s, const int **points) {
  *points = s->undo;
  return s->nundo;
}

int luno_session_set_undo_points(luno_session *s, const int *points, int n, char *err, int errlen) {
  int len = luno_log_length(s->g);
  for (int i = 0; i < n; i++)
    if (points[i] < (i ? points[i - 1] + 1 : 0) || points[i] > len - 1)
      return snprintf(err, (size_t)errlen, "undo point %d is out of order or past the log", i), -1;
  if (reserve(&s->undo, &s->cap_undo, n) < 0)
    return snprintf(err, (size_t)errlen, "out of memory"), -1;
  if (n > 0) memcpy(s->undo, points, sizeof *points * (size_t)n);
  s->nundo = n;
  return 0;
}

int luno_session_nevents(const luno_session *s) { return s->nevents; }

int luno_session_event(luno_session *s, int i, int viewer, luno_told *out) {
  if (i < 0 || i >= s->nevents) return 0;
  const kept_event *k = &s->events[i];
  const luno_log_event *e = &k->f.e;
  int told = luno_event_told(s->g, e->kind, k->f.seen_by, viewer);
  if (told == LUNO_TOLD_NOTHING) return 0;
  int has_card = luno_event_has_card(e->kind), whole = told == LUNO_TOLD_ALL;
  int card = has_card && whole && e->card < luno_state_of(s->g)->ncards ? e->card : -1;
  *out = (luno_told){.kind = e->kind,
                     .seat = e->seat,
                     .card = card < -1 ? -1 : card,
                     .target = has_card ? -1 : e->card,
                     .value = e->value,
                     .whole = whole,
                     .text = whole ? e->text : NULL,
                     .words = NULL};
  int v = viewer + 2; /* (LUNO_VIEW_PUBLIC -2, LUNO_VIEW_ALL -1, then the seats) */
  if (!(s->flags & LUNO_SESSION_WORDS) || v < 0 || v >= LUNO_MAX_SEATS + 2) return 1;
  if (narrate_needs_now(e)) { /* told as it happened */
    if (k->words && k->words_at[v] != 0xffff) out->words = k->words + k->words_at[v];
    return 1;
  }
  if (narrate_kept(s->g, &k->f, viewer, s->said, (int)sizeof s->said) > 0) out->words = s->said;
  return 1;
}
