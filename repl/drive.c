/* drive.c: everything that moves a game: one action with its events shown, bots and
 * replays taking their decisions, undo and redo, and the "bundle" a game lives in.
 *
 * The core rolls a game back by replaying its log when a script fails, which runs the
 * scripts again and so overwrites the host's traceback; the bundle therefore hands the
 * core the host's callbacks wrapped ("proxy") to keep the traceback of the failure. */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "drive.h"
#include "input.h"
#include "react.h"
#include "render.h"
#include "session.h"
#include "view.h"
#include <luno/host.h>

enum { RUN_LIMIT = 200000 };

/* Keeps the host's traceback when a script call fails. */
static void keep_traceback(bundle *b) {
  snprintf(b->traceback, sizeof b->traceback, "%s", luno_host_traceback(b->tab.host));
}

static int proxy_run(void *ud, luno_game *g, const luno_effect *e) {
  bundle *b = ud;
  int r = b->inner->run(b->inner->ud, g, e);
  if (r == LUNO_FAIL) keep_traceback(b);
  return r;
}

/* Where the last effect's script is, from the host (for a stuck round's error). */
static void proxy_where(void *ud, const luno_game *g, char *out, int len) {
  bundle *b = ud;
  if (b->inner->where) b->inner->where(b->inner->ud, g, out, len);
}

static int proxy_why(void *ud, luno_game *g, int seat, int card, char *out, int len) {
  bundle *b = ud;
  return b->inner->why ? b->inner->why(b->inner->ud, g, seat, card, out, len) : -1;
}

static uint64_t proxy_digest(void *ud, const luno_game *g) {
  bundle *b = ud;
  return b->inner->digest ? b->inner->digest(b->inner->ud, g) : 0;
}

static int proxy_resume(void *ud, luno_game *g, const luno_action *answer) {
  bundle *b = ud;
  int r = b->inner->resume(b->inner->ud, g, answer);
  if (r == LUNO_FAIL) keep_traceback(b);
  return r;
}

static int proxy_legal(void *ud, luno_game *g, int seat, const int *cards, int n, int *answers) {
  bundle *b = ud;
  int r = b->inner->legal(b->inner->ud, g, seat, cards, n, answers);
  if (r < 0) keep_traceback(b);
  return r;
}

static void proxy_reset(void *ud, luno_game *g) {
  bundle *b = ud;
  b->inner->reset(b->inner->ud, g);
}

/* Records one file hash in the bundle. */
static void add_hash(void *ud, const char *key, uint64_t hash) {
  bundle *b = ud;
  file_hash *p = realloc(b->hashes, (size_t)(b->nhashes + 1) * sizeof *p);
  if (!p) return;
  b->hashes = p;
  snprintf(p[b->nhashes].key, sizeof p->key, "%s", key);
  p[b->nhashes++].hash = hash;
}

const char *repl_default_bots(int players, char *buf, size_t len) {
  size_t n = (size_t)snprintf(buf, len, "human");
  for (int i = 1; i < players && n < len; i++)
    n += (size_t)snprintf(buf + n, len - n, ",random");
  return buf;
}

/* Opens a bundle for config c; a fork of like's table (its script texts, bots and bot
 * generators) when like is not NULL. */
static bundle *bundle_open_like(const luno_config *c, const bundle *like, char *err, int errlen) {
  bundle *b = calloc(1, sizeof *b);
  if (!b) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  b->cfg = *c;
  if (b->cfg.forget_uno < 0) b->cfg.forget_uno = LUNO_FORGET_UNO_PLAY; /* people need catches */
  char bots[512];
  b->opened = 1;
  repl_default_bots(c->players, bots, sizeof bots);
  if ((like ? luno_table_fork(&b->tab, &like->tab, &b->cfg, bots, err, errlen)
            : luno_table_open(&b->tab, &b->cfg, bots, err, errlen)) < 0) {
    repl_bundle_free(b);
    return NULL;
  }
  if (!c->bots[0]) snprintf(b->cfg.bots, sizeof b->cfg.bots, "%s", bots);
  b->inner = luno_host_rules(b->tab.host);
  b->proxy = (luno_rules){.ud = b,
                          .run = proxy_run,
                          .resume = proxy_resume,
                          .reset = proxy_reset,
                          .legal = proxy_legal,
                          .where = proxy_where,
                          .why = proxy_why,
                          .digest = proxy_digest};
  if (like) /* the files the game began with, not what is on disk now */
    for (int i = 0; i < like->nhashes; i++)
      add_hash(b, like->hashes[i].key, like->hashes[i].hash);
  else if (luno_host_file_hashes(b->tab.host, add_hash, b, err, errlen) < 0) {
    repl_bundle_free(b);
    return NULL;
  }
  return b;
}

bundle *repl_bundle_open(session *s, const luno_config *c, char *err, int errlen) {
  (void)s;
  return bundle_open_like(c, NULL, err, errlen);
}

bundle *repl_bundle_fork(session *s, int n, char *err, int errlen) {
  bundle *old = s->b, *b = bundle_open_like(&old->cfg, old, err, errlen);
  if (!b) return NULL;
  if (repl_bundle_start(s, b, err, errlen) < 0) return repl_bundle_free(b), NULL;
  if (luno_replay_of(b->g, old->g, n) != LUNO_OK) {
    snprintf(err, (size_t)errlen, "%s", luno_error(b->g));
    repl_bundle_free(b);
    return NULL;
  }
  return b;
}

int repl_bundle_start(session *s, bundle *b, char *err, int errlen) {
  (void)s;
  char why[512];
  b->traceback[0] = '\0';
  b->g = luno_new(&b->tab.setup, &b->proxy, why, sizeof why);
  if (!b->g) snprintf(err, (size_t)errlen, "the game cannot start: %s", why);
  if (b->g) luno_keep_digests(b->g); /* so every undo, load and `lua` is checked */
  return b->g ? 0 : -1;
}

void repl_session_init(session *s) {
  memset(s, 0, sizeof *s);
  luno_config_init(&s->next);
  s->view = s->shown_view = s->color_chooser = -1;
  s->acting_as = -1;
  s->pace_ms = -1; /* the default: a pause on a terminal, none otherwise */
}

void repl_session_release(session *s) {
  repl_bundle_free(s->b);
  s->b = NULL;
  repl_drop_queue(s);
  free(s->redo);
  free(s->notes);
  free(s->lines);
  free(s->history);
  s->redo = NULL, s->notes = NULL, s->lines = NULL, s->history = NULL;
}

void repl_bundle_free(bundle *b) {
  if (!b) return;
  luno_free(b->g);
  if (b->opened) luno_table_close(&b->tab);
  free(b->hashes);
  free(b);
}

/* Forgets what belonged to the previous timeline: calls, windows seen. */
static void fresh_timeline(session *s) {
  memset(s->call, 0, sizeof s->call);
  repl_render_forget_after(s, luno_log_length(s->b->g));
  s->nwindows = 0;
  s->announced = 0;
  const luno_pending *p = luno_pending_of(s->b->g);
  for (int i = 0; i < p->nreactions; i++)
    if (p->reactions[i].window > s->announced) s->announced = p->reactions[i].window;
  s->paused_window = s->announced;
  repl_render_windows(s, 0);
}

void repl_session_adopt(session *s, bundle *b, int keep) {
  repl_bundle_free(s->b);
  s->b = b;
  repl_render_listen(s);
  if (!keep) {
    s->nredo = s->ngroups = 0;
    s->view = s->shown_view = s->color_chooser = -1;
    repl_drop_queue(s);
  }
  fresh_timeline(s);
}

void repl_keep_note(session *s, int index, int kind, const char *reason) {
  if (index >= s->nnotes) {
    int n = index + 256;
    log_note *p = realloc(s->notes, (size_t)n * sizeof *p);
    if (!p) return;
    memset(p + s->nnotes, 0, (size_t)(n - s->nnotes) * sizeof *p);
    s->notes = p;
    s->nnotes = n;
  }
  s->notes[index].kind = (uint8_t)kind;
  snprintf(s->notes[index].reason, sizeof s->notes[index].reason, "%s", reason ? reason : "");
}

int repl_need_game(session *s) {
  if (!s->b) return repl_fail(s, "no game: `new` starts one");
  return 0;
}

/* Prints a script error: the message (file:line) and the script lines of the traceback. */
static void script_error(session *s, const char *prefix) {
  repl_fail(s, "%sscript error: %s", prefix, luno_error(s->b->g));
  repl_print_traceback(s->b->traceback);
}

void repl_print_traceback(const char *t) {
  int shown = 0;
  while (*t && shown < 3) {
    const char *nl = strchr(t, '\n');
    int len = nl ? (int)(nl - t) : (int)strlen(t);
    const char *at = strstr(t, ".lua:");
    if (at && at < t + len) {
      while (*t == '\t' || *t == ' ')
        t++, len--;
      fflush(stdout);
      fprintf(stderr, "  at %.*s\n", len, t);
      shown++;
    }
    t += len + (nl != NULL);
  }
}

void repl_drop_queue(session *s) {
  for (int i = 0; s->queue_texts && i < s->nqueue; i++)
    free(s->queue_texts[i]);
  free(s->queue_texts);
  free(s->queue);
  s->queue_texts = NULL;
  s->queue = NULL;
  s->nqueue = 0;
}

/* Whether a (with its typed text) is q, the saved game's action at pos: typed answers are
 * compared by their text, the index of which differs from game to game. */
static int same_action(session *s, int pos, luno_action a, const char *text) {
  const luno_action *q = &s->queue[pos];
  if (q->type != a.type || q->seat != a.seat || q->flags != a.flags) return 0;
  if (a.type != LUNO_ACT_ANSWER || (q->value < 0 && a.value < 0 && !text))
    return q->value == a.value;
  const char *saved = q->value >= 0 && s->queue_texts ? s->queue_texts[pos] : NULL;
  return saved && text && !strcmp(saved, text);
}

/* Leaves replay mode if a is not the saved game's next action. */
static void check_replay(session *s, luno_action a, const char *text) {
  int pos = luno_log_length(s->b->g);
  if (pos < s->nqueue && same_action(s, pos, a, text)) return;
  repl_say(s, "(leaving the replay of %s at action %d: the game goes on from here)", s->queue_name,
           pos);
  repl_drop_queue(s);
}

int repl_drive_apply(session *s, luno_action a, int how) {
  const char *text = NULL;
  int pos = luno_log_length(s->b->g);
  if ((how & DRIVE_REPLAY) && a.type == LUNO_ACT_ANSWER && a.value >= 0 && s->queue_texts)
    text = s->queue_texts[pos] ? s->queue_texts[pos] : "";
  return repl_drive_apply_text(s, a, text, how);
}

int repl_drive_apply_text(session *s, luno_action a, const char *text, int how) {
  luno_game *g = s->b->g;
  /* a refused move is the bot's doing; a script that fails on its move is the rules' */
  char prefix[64] = "", rules[96] = "";
  if (how & DRIVE_BOT) snprintf(prefix, sizeof prefix, "%s's bot: ", repl_seat_name(a.seat));
  if (how & DRIVE_BOT)
    snprintf(rules, sizeof rules, "the rules failed on %s's bot's move: ", repl_seat_name(a.seat));
  if (s->queue && !(how & DRIVE_REPLAY)) check_replay(s, a, text);
  repl_render_windows(s, 0);
  int before = luno_log_length(g), kind = luno_pending_of(g)->kind;
  s->acting = a;
  s->acting_text = text ? text : a.type == LUNO_ACT_ANSWER ? luno_answer_text(g, a.value) : NULL;
  s->nlines = 0;
  s->public_view = repl_human_count(s) > 1; /* the screen may pass to another player meanwhile */
  repl_render_answer(s, a);
  s->b->traceback[0] = '\0';
  luno_status st = text ? luno_answer(g, a.seat, text) : luno_apply(g, a);
  s->public_view = 0;
  s->acting.type = 0xff;
  s->acting_text = NULL;
  int changed = luno_log_length(g) > before;
  if (changed) {
    repl_render_flush(s);
    if (!(how & DRIVE_REDO)) s->nredo = s->ngroups = 0;
    repl_keep_note(s, before, kind, NULL);
    if (a.type == LUNO_ACT_PLAY) s->call[a.seat] = 0;
  } else
    repl_render_drop(s);
  if (st == LUNO_EILLEGAL)
    repl_fail(s, "%s%s", prefix, luno_error(g));
  else if (st == LUNO_ESCRIPT)
    script_error(s, rules);
  else if (st == LUNO_EBROKEN) {
    s->b->broken = 1;
    script_error(s, rules);
    repl_fail(s, "the game could not be restored: `undo`, `reload`, `load` or `new`");
  }
  if (changed) repl_render_windows(s, 0);
  return st;
}

/* The pause between bot moves in milliseconds: --pace, else 600 when a person sits at a
 * terminal and 0 otherwise (batch runs and transcripts). */
static int pace_ms(session *s) {
  if (s->pace_ms >= 0) return s->pace_ms;
  return s->tty_in && s->tty_out ? 600 : 0;
}

/* Waits between bot moves so people can follow and react. Returns 1 when a person typed
 * a line meanwhile: the bots then wait for it (a catch, an `uno`, any open reaction). */
static int pace(session *s) {
  int ms = pace_ms(s);
  if (ms <= 0) return 0;
  fflush(stdout);
  if (s->tty_in) {
    struct pollfd in = {STDIN_FILENO, POLLIN, 0};
    return poll(&in, 1, ms) > 0;
  }
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
  nanosleep(&ts, NULL);
  return 0;
}

int repl_drive_bot_step(session *s) {
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind == LUNO_ASK_NONE || repl_is_human(s, p->seat) || s->b->broken || repl_budget_spent(s))
    return 0;
  luno_action a;
  char err[512];
  if (pace(s)) { /* a person typed: their line (a reaction, say) comes before the bots */
    s->bots_paused = 1;
    return 0;
  }
  int reaction; /* (a random bot's reaction first, as in `luno sim`; then the bot's answer) */
  if (luno_table_bot_move(&s->b->tab, s->b->g, &a, &reaction, err, sizeof err) < 0)
    return repl_fail(s, "%s's bot (%s): %s", repl_seat_name(p->seat), s->b->tab.bot_names[p->seat],
                     err);
  return repl_drive_apply(s, a, DRIVE_BOT) == LUNO_OK ? 1 : -1;
}

int repl_drive_replay_step(session *s) {
  int pos = luno_log_length(s->b->g);
  if (pos >= s->nqueue || luno_pending_of(s->b->g)->kind == LUNO_ASK_NONE) {
    repl_say(s, "End of the replay of %s (%d actions): the game goes on from here", s->queue_name,
             s->nqueue);
    repl_drop_queue(s);
    return 0;
  }
  if (pace(s)) {
    s->bots_paused = 1;
    return 0;
  }
  if (repl_drive_apply(s, s->queue[pos], DRIVE_REPLAY) == LUNO_OK) return 1;
  /* The replay stays at the action: once the scripts are fixed, `reload` and `step` again */
  repl_fail(s, "the replay of %s stops at action %d: fix the scripts, `reload`, then `step`",
            s->queue_name, pos);
  return -1;
}

int repl_budget_spent(session *s) {
  const table_budget *b = s->budget;
  if (!b || !s->b) return 0;
  const luno_game *g = s->b->g;
  if (luno_pending_of(g)->kind == LUNO_ASK_NONE) return s->ended = "match", 1;
  if (b->deadline > 0 && luno_clock() >= b->deadline) return s->ended = "minutes", 1;
  if (b->turns > 0 && luno_table_turns_spent(g, b->turns)) return s->ended = "turns", 1;
  return 0;
}

int repl_not_in_tournament(session *s, const char *cmd) {
  if (s->budget) return repl_fail(s, "`%s` is not allowed at a tournament table", cmd);
  return 0;
}

/* Whether a new reaction window opened that a human may take (on a bot, or on nobody):
 * the bots then wait, so the human can react before the next move closes it. */
static int pause_for_window(session *s) {
  const luno_pending *p = luno_pending_of(s->b->g);
  char word[64];
  if (!repl_human_count(s) || s->queue) return 0;
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->window <= s->paused_window || !repl_is_human(s, r->seat) || repl_is_human(s, r->target))
      continue;
    s->paused_window = r->window;
    if (r->target >= 0)
      repl_say(s, "(the bots wait: `catch %s` now, or `run` to go on)", repl_seat_name(r->target));
    else
      repl_say(s, "(the bots wait: `%s` now, or `run` to go on)",
               repl_reaction_word(r->name, word, sizeof word));
    return 1;
  }
  return 0;
}

/* After a line typed while the bots paused: they go on, unless a person decides now. */
void repl_resume_bots(session *s) {
  if (!s->bots_paused || !s->b) return;
  s->bots_paused = 0;
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind == LUNO_ASK_NONE || repl_is_human(s, p->seat) || s->b->broken) return;
  repl_drive_autorun(s, 0);
  repl_after_move(s);
}

int repl_drive_autorun(session *s, int stop_at_round) {
  const luno_state *st = luno_state_of(s->b->g);
  int round = st->round, steps = 0;
  repl_interrupted = 0;
  for (;;) {
    const luno_pending *p = luno_pending_of(s->b->g);
    if (p->kind == LUNO_ASK_NONE || s->b->broken || repl_budget_spent(s)) return 0;
    if (stop_at_round && st->round != round) return 0;
    if (!s->queue && repl_is_human(s, p->seat)) return 0;
    if (repl_interrupted) {
      repl_say(s, "(interrupted)");
      return 0;
    }
    if (pause_for_window(s)) return 0;
    int r = s->queue ? repl_drive_replay_step(s) : repl_drive_bot_step(s);
    if (r <= 0) return r;
    if (++steps > RUN_LIMIT)
      return repl_fail(s, "stopped after %d decisions without an end", RUN_LIMIT);
  }
}

/* Pushes an undone action onto the redo stack. */
static int push_redo(session *s, luno_action a) {
  if (s->nredo == s->redo_cap) {
    int cap = s->redo_cap ? s->redo_cap * 2 : 256;
    luno_action *p = realloc(s->redo, (size_t)cap * sizeof *p);
    if (!p) return -1;
    s->redo = p;
    s->redo_cap = cap;
  }
  s->redo[s->nredo++] = a;
  return 0;
}

int repl_drive_undo(session *s, int n) {
  luno_game *g = s->b->g;
  char err[600];
  int len = luno_log_length(g);
  if (len == 0) return repl_fail(s, "nothing to undo: no action has been taken");
  if (n > len) n = len;
  /* the game as it was, rebuilt apart and checked against the digests this one kept:
   * swapped in only when it is the same game */
  bundle *b = repl_bundle_fork(s, len - n, err, sizeof err);
  if (!b) return repl_fail(s, "undo: %s; the game is kept as it was", err);
  if (s->ngroups == (int)(sizeof s->redo_groups / sizeof *s->redo_groups)) {
    memmove(s->redo_groups, s->redo_groups + 1, sizeof s->redo_groups - sizeof *s->redo_groups);
    s->ngroups--;
  }
  for (int i = len - n; i < len; i++)
    if (push_redo(s, luno_log(g)[i]) < 0) return repl_bundle_free(b), repl_fail(s, "out of memory");
  s->redo_groups[s->ngroups++] = n;
  repl_session_adopt(s, b, 1);
  repl_say(s, "Took back %d action%s (now at action %d)", n, n == 1 ? "" : "s", len - n);
  return 0;
}

int repl_drive_redo(session *s) {
  if (s->ngroups == 0) return repl_fail(s, "nothing to redo");
  int n = s->redo_groups[--s->ngroups];
  int first = s->nredo - n;
  repl_say(s, "Redoing %d action%s:", n, n == 1 ? "" : "s");
  for (int i = first; i < s->nredo; i++) {
    if (repl_drive_apply(s, s->redo[i], DRIVE_REDO) != LUNO_OK) {
      s->nredo = s->ngroups = 0;
      return repl_fail(s, "redo stopped: the undone action no longer applies");
    }
  }
  s->nredo = first;
  return 0;
}
