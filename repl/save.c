/* save.c: load, replay and reload in the REPL (saves are read by luno_save_read,
 * lua/saveread.c). Loading checks everything before it touches the session: a damaged file
 * changes nothing, nor does one whose actions rebuild a game whose digest is not the one
 * saved. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "drive.h"
#include "saves.h"
#include "session.h"
#include "view.h"
#include <luno/repl.h>
#include <luno/save.h>

/* Says which ruleset files differ between a save (or old game) and the scripts now. */
static int report_changes(session *s, const luno_save_hash *was, int nwas, const bundle *now,
                          const char *what) {
  int changed = 0;
  char first[160] = "";
  for (int i = 0; i < now->nhashes; i++) {
    int same = 0;
    for (int j = 0; j < nwas && !same; j++)
      same = !strcmp(was[j].key, now->hashes[i].key) && was[j].hash == now->hashes[i].hash;
    if (!same && !changed++) snprintf(first, sizeof first, "%s", now->hashes[i].key);
  }
  if (nwas != now->nhashes && !changed++)
    snprintf(first, sizeof first, "a file was added or removed");
  if (changed)
    repl_say(s, "warning: %d ruleset file%s changed %s (%s%s)", changed, changed == 1 ? "" : "s",
             what, first, changed > 1 ? ", ..." : "");
  return changed;
}

/* Re-applies actions to a fresh game b, silently, noting what each answered in notes; an
 * answer action gives its typed text (texts[i]) anew. Returns the index of the action
 * that fails, or -1 when all replay. */
static int replay_into(bundle *b, const luno_action *actions, int n, char *const *texts,
                       log_note *notes) {
  char err[8]; /* (the caller reads luno_error) */
  for (int i = 0; i < n; i++) {
    int kind = luno_pending_of(b->g)->kind, before = luno_log_length(b->g);
    const luno_action *a = &actions[i];
    const char *text =
        a->type == LUNO_ACT_ANSWER && a->value >= 0 ? (texts && texts[i] ? texts[i] : "") : NULL;
    luno_status st = luno_session_replay(b->ses, *a, text, err, sizeof err);
    if (st != LUNO_OK && !(st == LUNO_EILLEGAL && luno_log_length(b->g) > before)) return i;
    notes[i].kind = (uint8_t)kind;
  }
  return -1;
}

/* Writes an action as it appears in a save ("play 0 17"). */
static const char *action_text(const luno_action *a, char *buf, size_t len) {
  static const char *const verbs[] = {"play",  "draw",    "pass", "choose", "decline",
                                      "react", "penalty", "use",  "answer"};
  snprintf(buf, len, "%s %d %d", a->type < sizeof verbs / sizeof *verbs ? verbs[a->type] : "?",
           a->seat, a->value);
  return buf;
}

/* Takes over a replayed bundle and its notes as the session's game. */
static void adopt_loaded(session *s, bundle *b, const luno_save *d, const log_note *notes,
                         int replay, const char *path) {
  repl_session_adopt(s, b, 0);
  s->next = d->cfg;
  char bots[512];
  if (!strcmp(s->next.bots, repl_default_bots(s->next.players, bots, sizeof bots)))
    s->next.bots[0] = '\0';
  int n = replay ? 0 : d->nactions;
  for (int i = 0; i < n; i++)
    repl_keep_note(s, i, notes[i].kind, d->reasons[i]);
  repl_say(s, "Loaded %s: %s, %d players, seed %llu, %d actions", path, d->cfg.rules,
           d->cfg.players, (unsigned long long)d->cfg.seed, d->nactions);
  repl_render_windows(s, 0); /* (the reactions open where it stopped) */
}

int repl_load_game(session *s, const char *path, int replay) {
  luno_save d;
  char err[600], act[64];
  const char *cmd = replay ? "replay" : "load";
  if (luno_save_read(path, &d, err, sizeof err) < 0) return repl_fail(s, "%s: %s", cmd, err);
  d.cfg.has_seed = 1;
  log_note *notes = calloc((size_t)d.nactions + 1, sizeof *notes);
  bundle *b = notes ? repl_bundle_open(s, &d.cfg, err, sizeof err) : NULL;
  if (!b) {
    luno_save_free(&d), free(notes);
    return repl_fail(s, "%s: %s: %s", cmd, path, notes ? err : "out of memory");
  }
  report_changes(s, d.hashes, d.nhashes, b, "since the save; replaying anyway");
  int bad = repl_bundle_start(s, b, err, sizeof err) < 0 ? 0
            : replay                                     ? -1
                     : replay_into(b, d.actions, d.nactions, d.texts, notes);
  int differs = !replay && bad < 0 && b->g && d.digest && luno_digest(b->g) != d.digest;
  if (!b->g || bad >= 0 || differs) {
    if (differs)
      snprintf(err, sizeof err,
               "its %d actions rebuild another game than the one saved (digest %016llx, not "
               "%016llx)",
               d.nactions, (unsigned long long)luno_digest(b->g), (unsigned long long)d.digest);
    else if (b->g)
      snprintf(err, sizeof err, "action %d (%s) no longer replays: %s", bad,
               action_text(&d.actions[bad], act, sizeof act), luno_error(b->g));
    repl_fail(s, "%s: %s: %s; the current game is unchanged", cmd, path, err);
    repl_print_traceback(repl_bundle_traceback(b));
    repl_bundle_free(b);
    luno_save_free(&d), free(notes);
    return -1;
  }
  adopt_loaded(s, b, &d, notes, replay, path);
  free(notes);
  if (replay) {
    s->queue = d.actions;
    s->queue_texts = d.texts;
    s->nqueue = d.nactions;
    s->queue_digest = d.digest;
    d.actions = NULL;
    d.texts = NULL;
    snprintf(s->queue_name, sizeof s->queue_name, "%s", path);
    repl_say(s, "Replaying from the start: `step [n]` applies the next actions, `run` a round");
  }
  luno_save_free(&d);
  repl_after_move(s);
  return 0;
}

int repl_reload_game(session *s) {
  char err[512], desc[256];
  bundle *old = s->b, *b = repl_bundle_open(s, &old->cfg, err, sizeof err);
  if (!b) return repl_fail(s, "reload: %s; the game goes on under the old scripts", err);
  if (repl_bundle_start(s, b, err, sizeof err) < 0) {
    repl_fail(s, "reload: %s; the game goes on under the old scripts", err);
    repl_print_traceback(repl_bundle_traceback(b));
    repl_bundle_free(b);
    return -1;
  }
  int n = luno_log_length(old->g);
  log_note *notes = calloc((size_t)n + 1, sizeof *notes);
  char **texts = calloc((size_t)n + 1, sizeof *texts);
  for (int i = 0; texts && i < n; i++) /* the old game's answers, given anew */
    if (luno_log(old->g)[i].type == LUNO_ACT_ANSWER)
      texts[i] = (char *)luno_answer_text(old->g, luno_log(old->g)[i].value);
  int bad = notes && texts ? replay_into(b, luno_log(old->g), n, texts, notes) : 0;
  free(texts);
  if (bad >= 0) {
    repl_describe_action(s, &luno_log(old->g)[bad], bad, desc, sizeof desc);
    snprintf(err, sizeof err, "%s", luno_error(b->g));
    repl_fail(s, "reload: action %d (%s) no longer replays: %s; keeping the old game and scripts",
              bad, desc, err);
    repl_print_traceback(repl_bundle_traceback(b));
    free(notes);
    repl_bundle_free(b);
    return -1;
  }
  memcpy(b->tab->rng, old->tab->rng, sizeof b->tab->rng);
  report_changes(s, old->hashes, old->nhashes, b, "on disk");
  repl_session_adopt(s, b, 1);
  free(notes);
  repl_say(s,
           "Reloaded the scripts and replayed %d action%s: the game goes on under the new scripts",
           n, n == 1 ? "" : "s");
  repl_after_move(s);
  return 0;
}

int repl_cmd_load(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (argc != 2) return repl_fail(s, "usage: load <file>");
  if (repl_not_in_tournament(s, "load") < 0) return -1;
  return repl_load_game(s, argv[1], 0);
}

int repl_cmd_replay(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (argc != 2) return repl_fail(s, "usage: replay <file>");
  if (repl_not_in_tournament(s, "replay") < 0) return -1;
  return repl_load_game(s, argv[1], 1);
}

int repl_cmd_reload(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  if (argc > 1) return repl_fail(s, "reload takes no arguments");
  if (repl_need_game(s) < 0 || repl_not_in_tournament(s, "reload") < 0) return -1;
  return repl_reload_game(s);
}
