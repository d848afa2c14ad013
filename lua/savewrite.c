/* savewrite.c: writing luno's one save format (luno/save.h): a save made from a game, as
 * text, and the one way luno writes a file: a new file in the same folder, synced, then
 * renamed over the target (never written through a link planted at its name). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <luno/save.h>

static const char *const verbs[] = {"play",  "draw",    "pass", "choose", "decline",
                                    "react", "penalty", "use",  "answer"};

int luno_save_of_game(luno_save *out, const luno_config *c, const luno_game *g) {
  memset(out, 0, sizeof *out);
  char err[160];
  if (luno_config_read(c, &out->cfg, err, sizeof err) < 0) return -1;
  int n = luno_log_length(g);
  out->actions = malloc(sizeof *out->actions * (size_t)(n + 1));
  out->texts = calloc((size_t)n + 1, sizeof *out->texts);
  out->reasons = calloc((size_t)n + 1, sizeof *out->reasons);
  if (!out->actions || !out->texts || !out->reasons) return luno_save_free(out), -1;
  if (n > 0) memcpy(out->actions, luno_log(g), sizeof *out->actions * (size_t)n);
  out->nactions = n;
  for (int i = 0; i < n; i++)
    if (out->actions[i].type == LUNO_ACT_ANSWER && out->actions[i].value >= 0 &&
        !(out->texts[i] = strdup(luno_answer_text(g, out->actions[i].value))))
      return luno_save_free(out), -1;
  out->digest = luno_digest(g);
  return 0;
}

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

/* Writes the header: the settings, the files' hashes, digest, undo points, generators. */
static void write_header(FILE *f, const luno_save *s, const char *note) {
  const luno_config *c = &s->cfg;
  fprintf(f, "luno-save %d\n", LUNO_SAVE_VERSION);
  if (note && *note) fprintf(f, "# %s\n", note);
  fprintf(f, "rules %s\n", c->rules);
  for (int i = 0; i < s->nhashes; i++)
    fprintf(f, "hash %s %016llx\n", s->hashes[i].key, (unsigned long long)s->hashes[i].hash);
  for (int i = 0; i < c->nsets; i++)
    fprintf(f, "set %s %s\n", c->sets[i][0], c->sets[i][1]);
  fprintf(f, "players %d\nseed %llu\nbots %s\n", c->players, (unsigned long long)c->seed, c->bots);
  if (c->has_bot_seed) fprintf(f, "bot_seed %llu\n", (unsigned long long)c->bot_seed);
  if (s->digest) fprintf(f, "digest %016llx\n", (unsigned long long)s->digest);
  if (s->nundo) {
    fputs("undo", f);
    for (int i = 0; i < s->nundo; i++)
      fprintf(f, " %d", s->undo[i]);
    fputc('\n', f);
  }
  for (int seat = 0; seat < LUNO_MAX_SEATS; seat++)
    if ((s->has_rng >> seat) & 1)
      fprintf(f, "rng %d %llu %llu %llu %llu\n", seat, (unsigned long long)s->rng[seat].s[0],
              (unsigned long long)s->rng[seat].s[1], (unsigned long long)s->rng[seat].s[2],
              (unsigned long long)s->rng[seat].s[3]);
}

/* Writes a whole number (a save holds thousands of them: no printf for each). */
static void put_int(FILE *f, long long v) {
  char buf[24], *p = buf + sizeof buf;
  unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
  *--p = '\0';
  do
    *--p = (char)('0' + u % 10);
  while (u /= 10);
  if (v < 0) *--p = '-';
  fputs(p, f);
}

/* Writes action i as its save line, with its comment. */
static void write_action(FILE *f, const luno_save *s, int i, luno_save_comment_fn comment,
                         void *ud) {
  const luno_action *a = &s->actions[i];
  char words[512] = "";
  fputs(a->type < sizeof verbs / sizeof *verbs ? verbs[a->type] : "?", f);
  fputc(' ', f), put_int(f, a->seat), fputc(' ', f), put_int(f, a->value);
  if (a->flags & LUNO_CALL) fputs(" call", f);
  if (a->type == LUNO_ACT_PENALTY && s->reasons && s->reasons[i]) {
    fputc(' ', f);
    for (const char *p = s->reasons[i]; *p && p < s->reasons[i] + 94; p++)
      fputc(*p == '#' || *p == '\n' ? ' ' : *p, f); /* (a '#' would start the comment) */
  }
  if (a->type == LUNO_ACT_ANSWER && a->value >= 0) {
    fputc(' ', f);
    write_quoted(f, s->texts && s->texts[i] ? s->texts[i] : "");
  }
  if (comment) comment(ud, i, words, sizeof words);
  if (*words) fputs("  # ", f), fputs(words, f);
  fputc('\n', f);
}

char *luno_save_text(const luno_save *s, const char *note, luno_save_comment_fn comment, void *ud) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) return NULL;
  write_header(f, s, note);
  fprintf(f, "actions %d\n", s->nactions);
  for (int i = 0; i < s->nactions; i++)
    write_action(f, s, i, comment, ud);
  fputs("end\n", f);
  int bad = ferror(f);
  if (fclose(f) != 0 || bad) return free(text), NULL;
  return text;
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

FILE *luno_file_begin(const char *path, int mode, int named, char *tmp, size_t tmplen, char *err,
                      int errlen) {
  struct stat st;
  if (named && lstat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
    FILE *f = fopen(path, "w"); /* a link, a device or a pipe the user named: written through */
    if (!f)
      return snprintf(err, (size_t)errlen, "cannot write %s: %s", path, strerror(errno)), NULL;
    tmp[0] = '\0';
    return f;
  }
  if (snprintf(tmp, tmplen, "%s.tmpXXXXXX", path) >= (int)tmplen)
    return snprintf(err, (size_t)errlen, "cannot write %s: the name is too long", path), NULL;
  int fd = mkstemp(tmp); /* (a new file: never one planted there, nor through a link) */
  FILE *f = fd < 0 || fchmod(fd, (mode_t)mode) != 0 ? NULL : fdopen(fd, "w");
  if (!f) {
    int why = errno;
    if (fd >= 0) close(fd), unlink(tmp);
    return snprintf(err, (size_t)errlen, "cannot write %s: %s", path, strerror(why)), NULL;
  }
  return f;
}

int luno_file_finish(FILE *f, const char *tmp, const char *path, int abandon, char *err,
                     int errlen) {
  int why = abandon ? ECANCELED : 0, direct = !tmp[0];
  if (!why && (fflush(f) != 0 || ferror(f))) why = errno ? errno : EIO;
  if (!why && !direct && fsync(fileno(f)) != 0) why = errno; /* (a device, a pipe: no sync) */
  if (fclose(f) != 0 && !why) why = errno;
  if (!why && !direct && rename(tmp, path) != 0) why = errno;
  if (!why) return direct ? 0 : (sync_dir(path), 0);
  if (!direct) unlink(tmp);
  if (abandon) return -1;
  return snprintf(err, (size_t)errlen, "cannot write %s: %s", path, strerror(why)), -1;
}

int luno_write_file(const char *path, const char *text, size_t len, char *err, int errlen) {
  char tmp[1100];
  FILE *f = luno_file_begin(path, 0600, 0, tmp, sizeof tmp, err, errlen);
  if (!f) return -1;
  fwrite(text, 1, len, f);
  return luno_file_finish(f, tmp, path, 0, err, errlen);
}
