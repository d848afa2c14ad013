/* drive.c: everything that moves a game: one action with its events shown, bots and
 * replays taking their decisions, undo and redo, and the "bundle" a game lives in: a table
 * session (luno/session.h) with what a save needs besides. The session applies each
 * action, rebuilds the game for an undo and runs `lua` on its copy, as it does for serve. */
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

/* A bundle around session ses (NULL: none; err says why), with the file hashes of its
 * host (the files the game began with, not what is on disk later). */
static bundle *bundle_of(luno_session *ses, const luno_config *c, char *err, int errlen) {
  bundle *b = ses ? calloc(1, sizeof *b) : NULL;
  if (!b) {
    if (ses) snprintf(err, (size_t)errlen, "out of memory");
    luno_session_close(ses);
    return NULL;
  }
  b->cfg = *c, b->ses = ses;
  repl_bundle_sync(b);
  if (luno_host_file_hashes(b->tab->host, add_hash, b, err, errlen) < 0) {
    repl_bundle_free(b);
    return NULL;
  }
  return b;
}

bundle *repl_bundle_open(session *s, const luno_config *c, char *err, int errlen) {
  (void)s;
  luno_config cfg = *c;
  if (cfg.forget_uno < 0) cfg.forget_uno = LUNO_FORGET_UNO_PLAY; /* people need catches */
  char bots[512];
  repl_default_bots(c->players, bots, sizeof bots);
  luno_session *ses = luno_session_open_table(&cfg, bots, LUNO_SESSION_DIGESTS, err, errlen);
  if (ses && !cfg.bots[0]) snprintf(cfg.bots, sizeof cfg.bots, "%s", bots);
  return bundle_of(ses, &cfg, err, errlen);
}

int repl_bundle_start(session *s, bundle *b, char *err, int errlen) {
  (void)s;
  int r = luno_session_start(b->ses, err, errlen);
  repl_bundle_sync(b);
  return r;
}

void repl_bundle_sync(bundle *b) {
  b->tab = luno_session_table(b->ses);
  b->g = luno_session_game(b->ses);
}

const char *repl_bundle_traceback(const bundle *b) { return luno_session_traceback(b->ses); }

void repl_session_init(session *s) {
  memset(s, 0, sizeof *s);
  luno_config_init(&s->next);
  s->view = s->shown_view = -1;
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
  luno_session_close(b->ses);
  free(b->hashes);
  free(b);
}

/* Forgets what belonged to the previous timeline: calls, windows seen. The windows open
 * in a game taken back to (keep) were announced before; a new or loaded game's are news,
 * announced when the bots first wait for them or the screen next shows them. */
static void fresh_timeline(session *s, int keep) {
  memset(s->call, 0, sizeof s->call);
  repl_render_forget_after(s, luno_log_length(s->b->g));
  s->nwindows = 0;
  s->announced = 0;
  const luno_pending *p = luno_pending_of(s->b->g);
  for (int i = 0; keep && i < p->nreactions; i++)
    if (p->reactions[i].window > s->announced) s->announced = p->reactions[i].window;
  if (keep) repl_render_windows(s, 0);
}

void repl_session_adopt(session *s, bundle *b, int keep) {
  if (b != s->b) repl_bundle_free(s->b);
  s->b = b;
  repl_bundle_sync(b);
  repl_render_listen(s);
  if (!keep) {
    s->nredo = s->ngroups = 0;
    s->view = s->shown_view = -1;
    repl_drop_queue(s);
  }
  fresh_timeline(s, keep);
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
  repl_print_traceback(repl_bundle_traceback(s->b));
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
  char err[8];
  /* a refused move is the bot's doing; a script that fails on its move is the rules' */
  char prefix[64] = "", rules[96] = "";
  if (how & DRIVE_BOT) snprintf(prefix, sizeof prefix, "%s's bot: ", repl_seat_name(a.seat));
  if (how & DRIVE_BOT)
    snprintf(rules, sizeof rules, "the rules failed on %s's bot's move: ", repl_seat_name(a.seat));
  if (s->queue && !(how & DRIVE_REPLAY)) check_replay(s, a, text);
  repl_render_windows(s, 0);
  int before = luno_log_length(g), kind = luno_pending_of(g)->kind;
  const char *chosen = a.type == LUNO_ACT_CHOOSE ? luno_choice_label(g, a.value) : NULL;
  char label[95]; /* (a choice's words, for `log`: gone from the game once answered) */
  snprintf(label, sizeof label, "%s", chosen ? chosen : "");
  s->acting = a;
  s->acting_text = text ? text : a.type == LUNO_ACT_ANSWER ? luno_answer_text(g, a.value) : NULL;
  s->nlines = 0;
  s->public_view = repl_human_count(s) > 1; /* the screen may pass to another player meanwhile */
  repl_render_answer(s, a);
  luno_status st = luno_session_replay(s->b->ses, a, text, err, sizeof err); /* (luno_error) */
  s->public_view = 0;
  s->acting.type = 0xff;
  s->acting_text = NULL;
  int changed = luno_log_length(g) > before;
  if (changed) {
    repl_render_flush(s);
    if (!(how & DRIVE_REDO)) s->nredo = s->ngroups = 0;
    repl_keep_note(s, before, kind, *label ? label : NULL);
    if (a.type == LUNO_ACT_PLAY) s->call[a.seat] = 0;
  } else
    repl_render_drop(s);
  char named[600]; /* (the core's "seat 2" reads "Cy") */
  if (st == LUNO_EILLEGAL)
    repl_fail(s, "%s%s", prefix, repl_name_seats(luno_error(g), named, sizeof named));
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
  if (luno_table_bot_move(s->b->tab, s->b->g, &a, &reaction, err, sizeof err) < 0)
    return repl_fail(s, "%s's bot (%s): %s", repl_seat_name(p->seat), s->b->tab->bot_names[p->seat],
                     err);
  return repl_drive_apply(s, a, DRIVE_BOT) == LUNO_OK ? 1 : -1;
}

int repl_drive_replay_step(session *s) {
  int pos = luno_log_length(s->b->g);
  if (pos >= s->nqueue || luno_pending_of(s->b->g)->kind == LUNO_ASK_NONE) {
    uint64_t now = luno_digest(s->b->g);
    if (pos == s->nqueue && s->queue_digest && now != s->queue_digest)
      repl_say(s,
               "End of the replay of %s (%d actions), but it is another game than the one "
               "saved (digest %016llx, not %016llx): a rule reads something a replay does not "
               "repeat; the game goes on from here",
               s->queue_name, s->nqueue, (unsigned long long)now,
               (unsigned long long)s->queue_digest);
    else
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
  repl_fail(s, "the replay of %s stops at action %d of %d: fix the scripts, `reload`, then `step`",
            s->queue_name, pos + 1, s->nqueue); /* (counted from 1, as "is next" counts) */
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

/* Whether the bots wait for a person's reaction (luno_session_waiting: a catch, a jump-in
 * open to a person): says which command takes it. Enter, `run` or `step` lets it go. */
static int pause_for_window(session *s) {
  char word[64];
  if (!repl_human_count(s) || s->queue) return 0;
  uint16_t waiting = luno_session_waiting(s->b->ses);
  if (!waiting) return 0;
  repl_render_windows(s, 0); /* (news: a game just started or loaded) */
  const luno_pending *p = luno_pending_of(s->b->g);
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->window <= 0 || !((waiting >> r->seat) & 1)) continue;
    if (r->target >= 0)
      repl_say(s, "(the bots wait: `catch %s` now, or Enter to go on)", repl_seat_name(r->target));
    else
      repl_say(s, "(the bots wait: `%s` now, or Enter to go on)",
               repl_reaction_word(r->name, word, sizeof word));
    break;
  }
  return 1;
}

void repl_let_windows_go(session *s) {
  if (!s->b) return;
  uint16_t waiting = luno_session_waiting(s->b->ses);
  char err[256];
  for (int seat = 0; seat < LUNO_MAX_SEATS; seat++)
    if ((waiting >> seat) & 1)
      luno_session_go_on(s->b->ses, luno_session_decision(s->b->ses), seat, err, sizeof err);
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
  int len = luno_log_length(g), nredo = s->nredo;
  if (len == 0) return repl_fail(s, "nothing to undo: no action has been taken");
  if (n > len) n = len;
  for (int i = len - n; i < len; i++)
    if (push_redo(s, luno_log(g)[i]) < 0) return s->nredo = nredo, repl_fail(s, "out of memory");
  /* the game as it was, rebuilt apart and checked against the digests this one kept:
   * swapped in only when it is the same game */
  if (luno_session_rewind(s->b->ses, len - n, err, sizeof err) < 0) {
    s->nredo = nredo;
    return repl_fail(s, "undo: %s; the game is kept as it was", err);
  }
  if (s->ngroups == (int)(sizeof s->redo_groups / sizeof *s->redo_groups)) {
    memmove(s->redo_groups, s->redo_groups + 1, sizeof s->redo_groups - sizeof *s->redo_groups);
    s->ngroups--;
  }
  s->redo_groups[s->ngroups++] = n;
  repl_session_adopt(s, s->b, 1);
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
