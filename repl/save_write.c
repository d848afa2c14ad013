/* save_write.c: the REPL's save and luno check's failure save, in luno's one save format
 * (lua/savewrite.c writes it: a new file, synced, renamed over the target). */
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

/* The comment of a failed game's save: the failed action, last, says so. */
static void failed_comment(void *ud, int i, char *buf, size_t len) {
  if (i == *(const int *)ud) snprintf(buf, len, "the action that failed");
}

int repl_write_game(const char *path, const luno_config *c, const luno_game *g,
                    const luno_action *failed, char *err, int errlen) {
  luno_save sv;
  if (luno_save_of_game(&sv, c, g) < 0) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  sv.digest = 0; /* (it may hold a game that failed) */
  if (failed) {  /* (room was made for one more) */
    sv.actions[sv.nactions] = *failed;
    if (failed->type == LUNO_ACT_ANSWER) sv.actions[sv.nactions].value = -1; /* (its text went) */
    sv.nactions++;
  }
  int last = failed ? sv.nactions - 1 : -1;
  char *text =
      luno_save_text(&sv, "a luno game: `replay FILE` steps through it", failed_comment, &last);
  luno_save_free(&sv);
  if (!text) return snprintf(err, (size_t)errlen, "cannot write %s: out of memory", path), -1;
  int r = luno_write_file(path, text, strlen(text), err, errlen);
  free(text);
  return r;
}

/* An action's comment in a save: what it did, in the REPL's words. */
static void describe(void *ud, int i, char *buf, size_t len) {
  session *s = ud;
  repl_describe_action(s, &luno_log(s->b->g)[i], i, buf, len);
}

/* The save of the current game: its settings, file hashes, penalties' reasons, bot seed. */
static int save_of_session(session *s, luno_save *sv) {
  const bundle *b = s->b;
  if (luno_save_of_game(sv, &b->cfg, b->g) < 0) return -1;
  sv->cfg.bot_seed = b->tab->bot_seed, sv->cfg.has_bot_seed = 1;
  sv->hashes = malloc(sizeof *sv->hashes * (size_t)(b->nhashes + 1));
  if (!sv->hashes) return luno_save_free(sv), -1;
  for (int i = 0; i < b->nhashes; i++) {
    snprintf(sv->hashes[i].key, sizeof sv->hashes[i].key, "%s", b->hashes[i].key);
    sv->hashes[i].hash = b->hashes[i].hash;
  }
  sv->nhashes = b->nhashes;
  for (int i = 0; i < sv->nactions && i < s->nnotes; i++)
    if (sv->actions[i].type == LUNO_ACT_PENALTY && *s->notes[i].reason &&
        !(sv->reasons[i] = strdup(s->notes[i].reason)))
      return luno_save_free(sv), -1;
  return 0;
}

int repl_save_game(session *s, const char *path) {
  luno_save sv;
  char err[1200];
  if (save_of_session(s, &sv) < 0) return repl_fail(s, "save: out of memory");
  int color = s->color;
  s->color = 0; /* (the comments in plain words) */
  char *text = luno_save_text(
      &sv, "a luno game: `load FILE` continues it, `replay FILE` steps through it", describe, s);
  s->color = color;
  luno_save_free(&sv);
  if (!text) return repl_fail(s, "save: cannot write %s: out of memory", path);
  int r = luno_write_file(path, text, strlen(text), err, sizeof err);
  free(text);
  if (r < 0) return repl_fail(s, "save: %s", err);
  repl_say(s, "Saved %d actions to %s", luno_log_length(s->b->g), path);
  return 0;
}

int repl_cmd_save(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (argc != 2) return repl_fail(s, "usage: save <file>");
  if (repl_need_game(s) < 0) return -1;
  return repl_save_game(s, argv[1]);
}
