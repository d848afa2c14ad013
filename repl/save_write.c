/* save_write.c: writing saved games (the format is in saves.h): a play save, whole or
 * absent (written to a temporary file in the same folder, synced, then renamed over the
 * target), and a check failure's. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
#include "drive.h"
#include "saves.h"
#include "session.h"
#include "view.h"
#include <luno/repl.h>

const char *const save_verbs[SAVE_NVERBS] = {"play",  "draw",    "pass", "choose", "decline",
                                             "react", "penalty", "use",  "answer"};

/* Writes text quoted, with " \ # and control bytes escaped, so a line holds it whole. */
static void write_quoted(FILE *f, const char *text) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
    if (*p == '"' || *p == '\\')
      fprintf(f, "\\%c", *p);
    else if (*p < 32 || *p == 127 || *p == '#')
      fprintf(f, "\\x%02x", *p);
    else
      fputc(*p, f);
  }
  fputc('"', f);
}

/* Writes action a of g's log as a save line, without its end (a comment may follow). */
static void write_action(FILE *f, const luno_game *g, const luno_action *a, const char *reason) {
  fprintf(f, "%s %d %d%s%s", a->type < SAVE_NVERBS ? save_verbs[a->type] : "?", a->seat, a->value,
          (a->flags & LUNO_CALL) ? " call" : "", reason);
  if (a->type == LUNO_ACT_ANSWER && a->value >= 0) {
    fputc(' ', f);
    write_quoted(f, luno_answer_text(g, a->value));
  }
}

int repl_write_game(const char *path, const luno_config *c, const luno_game *g,
                    const luno_action *failed, char *err, int errlen) {
  FILE *f = fopen(path, "w");
  if (!f) return snprintf(err, (size_t)errlen, "cannot write %s: %s", path, strerror(errno)), -1;
  fprintf(f, "luno-save %d\n# a luno game: `replay FILE` steps through it\nrules %s\n",
          SAVE_VERSION, c->rules);
  for (int i = 0; i < c->nsets; i++)
    fprintf(f, "set %s %s\n", c->sets[i][0], c->sets[i][1]);
  int n = luno_log_length(g);
  const luno_action *log = luno_log(g);
  fprintf(f, "players %d\nseed %llu\nbots %s\n", c->players, (unsigned long long)c->seed, c->bots);
  if (c->has_bot_seed) fprintf(f, "bot_seed %llu\n", (unsigned long long)c->bot_seed);
  fprintf(f, "actions %d\n", n + (failed != NULL));
  for (int i = 0; i < n; i++) {
    write_action(f, g, &log[i], "");
    fputc('\n', f);
  }
  if (failed && failed->type == LUNO_ACT_ANSWER) /* (its typed text went with the rollback) */
    fprintf(f, "answer %d -1  # the action that failed\n", failed->seat);
  else if (failed)
    write_action(f, g, failed, ""), fprintf(f, "  # the action that failed\n");
  fprintf(f, "end\n");
  int bad = ferror(f);
  if (fclose(f) != 0 || bad)
    return snprintf(err, (size_t)errlen, "cannot write %s: %s", path, strerror(errno)), -1;
  return 0;
}

/* Writes the save text of the current game to f. */
static void write_save(session *s, FILE *f) {
  const bundle *b = s->b;
  const luno_config *c = &b->cfg;
  fprintf(f,
          "luno-save %d\n# a luno game: `load FILE` continues it, `replay FILE` steps through it\n",
          SAVE_VERSION);
  fprintf(f, "rules %s\n", c->rules);
  for (int i = 0; i < b->nhashes; i++)
    fprintf(f, "hash %s %016llx\n", b->hashes[i].key, (unsigned long long)b->hashes[i].hash);
  for (int i = 0; i < c->nsets; i++)
    fprintf(f, "set %s %s\n", c->sets[i][0], c->sets[i][1]);
  fprintf(f, "players %d\nseed %llu\nbots %s\nbot_seed %llu\n", c->players,
          (unsigned long long)c->seed, c->bots, (unsigned long long)b->tab.bot_seed);
  int n = luno_log_length(b->g), color = s->color;
  const luno_action *log = luno_log(b->g);
  fprintf(f, "digest %016llx\nactions %d\n", (unsigned long long)luno_digest(b->g), n);
  s->color = 0;
  for (int i = 0; i < n; i++) {
    char desc[256], reason[96] = "";
    repl_describe_action(s, &log[i], i, desc, sizeof desc);
    if (log[i].type == LUNO_ACT_PENALTY && i < s->nnotes)
      snprintf(reason, sizeof reason, " %s", s->notes[i].reason);
    for (char *p = reason; *p; p++)
      if (*p == '#') *p = ' ';
    write_action(f, b->g, &log[i], reason);
    fprintf(f, "  # %s\n", desc);
  }
  s->color = color;
  fprintf(f, "end\n");
}

/* Makes the rename of a file in path's folder durable. */
static void sync_dir(const char *path) {
  char dir[1024];
  snprintf(dir, sizeof dir, "%s", path);
  char *slash = strrchr(dir, '/');
  if (slash)
    *(slash == dir ? slash + 1 : slash) = '\0';
  else
    snprintf(dir, sizeof dir, ".");
  int fd = open(dir, O_RDONLY);
  if (fd >= 0) fsync(fd), close(fd);
}

int repl_save_game(session *s, const char *path) {
  char tmp[1100];
  snprintf(tmp, sizeof tmp, "%s.tmpXXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) return repl_fail(s, "save: cannot write %s: %s", path, strerror(errno));
  FILE *f = fdopen(fd, "w");
  if (!f) {
    close(fd);
    unlink(tmp);
    return repl_fail(s, "save: cannot write %s: %s", path, strerror(errno));
  }
  write_save(s, f);
  int bad = ferror(f) || fflush(f) != 0 || fsync(fd) != 0;
  int err = errno;
  if (fclose(f) != 0 && !bad) bad = 1, err = errno;
  if (!bad && rename(tmp, path) != 0) bad = 1, err = errno;
  if (bad) {
    unlink(tmp);
    return repl_fail(s, "save: cannot write %s: %s", path, strerror(err));
  }
  sync_dir(path);
  repl_say(s, "Saved %d actions to %s", luno_log_length(s->b->g), path);
  return 0;
}

int repl_cmd_save(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (argc != 2) return repl_fail(s, "usage: save <file>");
  if (repl_need_game(s) < 0) return -1;
  return repl_save_game(s, argv[1]);
}
