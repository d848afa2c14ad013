/* save.c: reading saved games (the format is in saves.h), load, replay and reload.
 * Loading checks everything before it touches the session: a damaged file changes nothing,
 * nor does one whose actions rebuild a game whose digest is not the one saved. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "commands.h"
#include "drive.h"
#include "saves.h"

/* A save is a few lines per action: even a long match is well under a MiB. A larger file
 * is refused before it is read (a 100 MB one used to take 18 s and 1.9 GB). */
enum { SAVE_MAX_BYTES = 16 << 20 };
#include "session.h"
#include "view.h"
#include <luno/repl.h>

enum { MAX_ACTIONS = 10000000 };

typedef struct save_data {
  luno_config cfg;
  file_hash *hashes;
  int nhashes;
  luno_action *actions;
  log_note *notes;
  char **texts; /* the typed text of each answer action, else NULL */
  int nactions;
  uint64_t digest; /* luno_digest of the game saved, or 0 (a save from before digests) */
  unsigned seen;   /* the single entries read so far, one bit each (header_keys' order) */
} save_data;

/* Frees what parse_save allocated. */
static void free_save(save_data *d) {
  for (int i = 0; d->texts && i < d->nactions; i++)
    free(d->texts[i]);
  free(d->texts);
  free(d->hashes);
  free(d->actions);
  free(d->notes);
  memset(d, 0, sizeof *d);
}

/* Reads a quoted text (write_quoted's form) at *p into out; advances *p. -1 if malformed. */
static int read_quoted(const char **p, char *out, size_t len) {
  const char *q = *p;
  size_t n = 0;
  if (*q++ != '"') return -1;
  for (; *q && *q != '"'; q++) {
    int c = (unsigned char)*q;
    unsigned hex;
    if (c == '\\' && q[1] == 'x' && isxdigit((unsigned char)q[2]) &&
        isxdigit((unsigned char)q[3]) && sscanf(q + 2, "%2x", &hex) == 1)
      c = (int)hex, q += 3;
    else if (c == '\\' && (q[1] == '"' || q[1] == '\\'))
      c = *++q;
    if (n + 1 >= len) return -1;
    out[n++] = (char)c;
  }
  if (*q != '"') return -1;
  out[n] = '\0';
  *p = q + 1;
  return 0;
}

/* Reads an answer action's quoted text into d (after "answer seat value"). */
static int parse_answer(save_data *d, const char *rest, char *err, int errlen) {
  char text[300];
  rest += strspn(rest, " \t");
  if (d->actions[d->nactions].value < 0)
    return *rest ? snprintf(err, (size_t)errlen, "unexpected '%s' after the action", rest), -1 : 0;
  if (read_quoted(&rest, text, sizeof text) < 0 || rest[strspn(rest, " \t")])
    return snprintf(err, (size_t)errlen, "an answer needs its text in quotes"), -1;
  d->texts[d->nactions] = strdup(text);
  return d->texts[d->nactions] ? 0 : (snprintf(err, (size_t)errlen, "out of memory"), -1);
}

/* Reads an int (an optional '-' and digits) at *p and moves *p past it; -1 if there is none
 * or it does not fit (sscanf's %d would overflow). */
static int read_int(const char **p, int *v) {
  const char *at = *p + (**p == '-');
  long long n = 0;
  if (!isdigit((unsigned char)*at)) return -1;
  for (; isdigit((unsigned char)*at); at++)
    if ((n = n * 10 + (*at - '0')) > INT_MAX) return -1;
  *v = (int)(**p == '-' ? -n : n);
  *p = at;
  return 0;
}

/* Whether an action of type may carry the last-card call (what luno_apply takes). */
static int calls(int type) {
  return type == LUNO_ACT_PLAY || type == LUNO_ACT_REACT || type == LUNO_ACT_USE;
}

/* Parses "verb seat [value] [call|reason...]" into d's next action. */
static int parse_action(save_data *d, char *line, char *err, int errlen) {
  char *hash = strstr(line, "  #"); /* answers escape '#', so this is the comment */
  if (hash) *hash = '\0';
  char verb[16];
  int seat, value = 0, used = 0;
  const char *rest = line;
  if (sscanf(line, "%15s%n", verb, &used) != 1 ||
      (rest += used, rest += strspn(rest, " \t"), read_int(&rest, &seat) < 0))
    return snprintf(err, (size_t)errlen, "'%.80s' is not an action", line), -1;
  int type = -1;
  for (int k = 0; k < SAVE_NVERBS; k++)
    if (!strcmp(verb, save_verbs[k])) type = k;
  if (type < 0) return snprintf(err, (size_t)errlen, "unknown action '%s'", verb), -1;
  if (seat < 0 || seat >= d->cfg.players)
    return snprintf(err, (size_t)errlen, "no seat %d", seat), -1;
  rest += strspn(rest, " \t");
  if ((isdigit((unsigned char)*rest) || (*rest == '-' && isdigit((unsigned char)rest[1]))) &&
      read_int(&rest, &value) < 0)
    return snprintf(err, (size_t)errlen, "'%.80s': a number past %d", line, INT_MAX), -1;
  rest += strspn(rest, " \t");
  luno_action *a = &d->actions[d->nactions];
  *a = (luno_action){.type = (uint8_t)type, .seat = (int8_t)seat, .flags = 0, .value = value};
  if (type == LUNO_ACT_ANSWER) {
    if (parse_answer(d, rest, err, errlen) < 0) return -1;
  } else if (calls(type) && !strncmp(rest, "call", 4) && !rest[4 + strspn(rest + 4, " ")])
    a->flags = LUNO_CALL; /* (a reaction may carry the call too: a jump-in's play) */
  else if (type == LUNO_ACT_PENALTY)
    snprintf(d->notes[d->nactions].reason, sizeof d->notes->reason, "%s", rest);
  else if (*rest)
    return snprintf(err, (size_t)errlen, "unexpected '%s' after the action", rest), -1;
  size_t len = strlen(d->notes[d->nactions].reason);
  while (len && d->notes[d->nactions].reason[len - 1] == ' ')
    d->notes[d->nactions].reason[--len] = '\0';
  d->nactions++;
  return 0;
}

/* Reads text, digits alone in base 10 or 16 with nothing after them, as a number that fits
 * 64 bits; -1 if it is not one (sscanf's %llu takes "-1" as 2^64-1, "4x" as 4). */
static int read_number(const char *text, int base, unsigned long long *n) {
  if (!(base == 16 ? isxdigit((unsigned char)*text) : isdigit((unsigned char)*text))) return -1;
  char *end;
  errno = 0;
  *n = strtoull(text, &end, base);
  return *end || errno == ERANGE ? -1 : 0;
}

/* The header entries given once, in the order of save_data's seen bits. */
static const char *const header_keys[] = {"rules", "bots", "players", "seed", "digest", "bot_seed"};

/* Refuses a second entry of a key given once; 0 if key is not one or comes the first time. */
static int once(save_data *d, const char *key, char *err, int errlen) {
  for (unsigned k = 0; k < sizeof header_keys / sizeof *header_keys; k++) {
    if (strcmp(key, header_keys[k])) continue;
    if (d->seen & (1u << k)) return snprintf(err, (size_t)errlen, "'%s' is given twice", key), -1;
    d->seen |= 1u << k;
  }
  return 0;
}

/* Parses one header entry ("rules ...", "hash ...", ...); *count gets the action count. */
static int parse_header(save_data *d, char *line, int *count, char *err, int errlen) {
  char key[32], *val = line + strcspn(line, " ");
  val += strspn(val, " ");
  if (sscanf(line, "%31s", key) != 1) return 0;
  if (once(d, key, err, errlen) < 0) return -1;
  unsigned long long n;
  if (!strcmp(key, "rules"))
    snprintf(d->cfg.rules, sizeof d->cfg.rules, "%s", val);
  else if (!strcmp(key, "bots"))
    snprintf(d->cfg.bots, sizeof d->cfg.bots, "%s", val);
  else if (!strcmp(key, "players") && !read_number(val, 10, &n) && n >= 2 && n <= LUNO_MAX_SEATS)
    d->cfg.players = (int)n;
  else if (!strcmp(key, "seed") && !read_number(val, 10, &n))
    d->cfg.seed = n;
  else if (!strcmp(key, "digest") && !read_number(val, 16, &n) && n != 0)
    d->digest = n;
  else if (!strcmp(key, "bot_seed") && !read_number(val, 10, &n))
    d->cfg.bot_seed = n, d->cfg.has_bot_seed = 1;
  else if (!strcmp(key, "set") && d->cfg.nsets < LUNO_MAX_SETS) {
    char *sp = val + strcspn(val, " ");
    snprintf(d->cfg.sets[d->cfg.nsets][0], sizeof d->cfg.sets[0][0], "%.*s", (int)(sp - val), val);
    snprintf(d->cfg.sets[d->cfg.nsets++][1], sizeof d->cfg.sets[0][1], "%s", sp + strspn(sp, " "));
  } else if (!strcmp(key, "hash")) {
    file_hash *p = realloc(d->hashes, (size_t)(d->nhashes + 1) * sizeof *p);
    if (!p) return snprintf(err, (size_t)errlen, "out of memory"), -1;
    d->hashes = p;
    if (sscanf(val, "%159s %llx", p[d->nhashes].key, &n) != 2)
      return snprintf(err, (size_t)errlen, "bad hash entry"), -1;
    p[d->nhashes++].hash = n;
  } else if (!strcmp(key, "actions") && !read_number(val, 10, &n) && n <= MAX_ACTIONS) {
    *count = (int)n;
    d->actions = calloc(n + 1, sizeof *d->actions);
    d->notes = calloc(n + 1, sizeof *d->notes);
    d->texts = calloc(n + 1, sizeof *d->texts);
    if (!d->actions || !d->notes || !d->texts)
      return snprintf(err, (size_t)errlen, "out of memory"), -1;
  } else
    return snprintf(err, (size_t)errlen, "'%.80s' is not a save entry", line), -1;
  return 0;
}

/* Reads the whole save file into d; -1 with a one-line reason in err. */
static int read_save(FILE *f, save_data *d, char *err, int errlen) {
  char line[LINE_MAX_LEN], why[256];
  int lineno = 0, count = -1, ended = 0;
  while (!ended && fgets(line, sizeof line, f)) {
    lineno++;
    size_t len = strcspn(line, "\r\n");
    if (line[len] == '\0' && !feof(f)) /* (a NUL byte ends the text before the line does) */
      return snprintf(err, (size_t)errlen, "line %d %s", lineno,
                      len + 1 < sizeof line ? "holds a NUL byte" : "is too long"),
             -1;
    if (line[len] == '\0')
      return snprintf(err, (size_t)errlen, "truncated: line %d is cut off", lineno), -1;
    line[len] = '\0';
    if (lineno == 1) {
      if (strncmp(line, "luno-save ", 10))
        return snprintf(err, (size_t)errlen,
                        "not a luno save file (it does not start with 'luno-save %d')",
                        SAVE_VERSION),
               -1;
      if (strcmp(line + 10, "1"))
        return snprintf(err, (size_t)errlen, "save format '%.40s' is not one this luno reads (%d)",
                        line + 10, SAVE_VERSION),
               -1;
      continue;
    }
    if (!line[0] || line[0] == '#') continue;
    int r = 0;
    if (count < 0)
      r = parse_header(d, line, &count, why, sizeof why);
    else if (d->nactions < count)
      r = parse_action(d, line, why, sizeof why);
    else if (!strcmp(line, "end"))
      ended = 1;
    else
      return snprintf(err, (size_t)errlen, "line %d: expected 'end' after %d actions", lineno,
                      count),
             -1;
    if (r < 0) return snprintf(err, (size_t)errlen, "line %d: %s", lineno, why), -1;
  }
  if (ferror(f)) return snprintf(err, (size_t)errlen, "cannot read it: %s", strerror(errno)), -1;
  if (lineno == 0) return snprintf(err, (size_t)errlen, "the file is empty"), -1;
  if (!d->cfg.rules[0] || count < 0)
    return snprintf(err, (size_t)errlen, "truncated: the header ends before 'actions'"), -1;
  if (!ended)
    return snprintf(err, (size_t)errlen, "truncated: %d of %d actions and no 'end' line",
                    d->nactions, count),
           -1;
  return 0;
}

/* Parses path into d. */
static int parse_save(const char *path, save_data *d, char *err, int errlen) {
  memset(d, 0, sizeof *d);
  d->cfg.players = 4;
  FILE *f = fopen(path, "r");
  if (!f) return snprintf(err, (size_t)errlen, "cannot read %s: %s", path, strerror(errno)), -1;
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && st.st_size > SAVE_MAX_BYTES) { /* before reading any of it */
    fclose(f);
    return snprintf(err, (size_t)errlen, "%s: a save of %lld bytes is too large (at most %d MiB)",
                    path, (long long)st.st_size, SAVE_MAX_BYTES >> 20),
           -1;
  }
  char why[400];
  int r = read_save(f, d, why, sizeof why);
  fclose(f);
  if (r < 0) {
    snprintf(err, (size_t)errlen, "%s: %s", path, why);
    free_save(d);
  }
  return r;
}

int repl_read_save(const char *path, repl_save *out, char *err, int errlen) {
  save_data d;
  memset(out, 0, sizeof *out);
  if (parse_save(path, &d, err, errlen) < 0) return -1;
  out->cfg = d.cfg;
  out->cfg.has_seed = 1;
  out->actions = d.actions, out->texts = d.texts, out->nactions = d.nactions;
  out->digest = d.digest;
  d.actions = NULL, d.texts = NULL; /* (now out's) */
  free_save(&d);
  return 0;
}

void repl_free_save(repl_save *s) {
  for (int i = 0; s->texts && i < s->nactions; i++)
    free(s->texts[i]);
  free(s->texts);
  free(s->actions);
  memset(s, 0, sizeof *s);
}

/* Says which ruleset files differ between a save (or old game) and the scripts now. */
static int report_changes(session *s, const file_hash *was, int nwas, const bundle *now,
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
  for (int i = 0; i < n; i++) {
    int kind = luno_pending_of(b->g)->kind, before = luno_log_length(b->g);
    const luno_action *a = &actions[i];
    luno_status st = a->type == LUNO_ACT_ANSWER && a->value >= 0
                         ? luno_answer(b->g, a->seat, texts && texts[i] ? texts[i] : "")
                         : luno_apply(b->g, *a);
    if (st != LUNO_OK && !(st == LUNO_EILLEGAL && luno_log_length(b->g) > before)) return i;
    notes[i].kind = (uint8_t)kind;
  }
  return -1;
}

/* Writes an action as it appears in a save ("play 0 17"). */
static const char *action_text(const luno_action *a, char *buf, size_t len) {
  snprintf(buf, len, "%s %d %d", a->type < SAVE_NVERBS ? save_verbs[a->type] : "?", a->seat,
           a->value);
  return buf;
}

/* Takes over a replayed bundle and its notes as the session's game. */
static void adopt_loaded(session *s, bundle *b, const save_data *d, int replay, const char *path) {
  repl_session_adopt(s, b, 0);
  s->next = d->cfg;
  char bots[512];
  if (!strcmp(s->next.bots, repl_default_bots(s->next.players, bots, sizeof bots)))
    s->next.bots[0] = '\0';
  int n = replay ? 0 : d->nactions;
  for (int i = 0; i < n; i++)
    repl_keep_note(s, i, d->notes[i].kind, d->notes[i].reason);
  repl_say(s, "Loaded %s: %s, %d players, seed %llu, %d actions", path, d->cfg.rules,
           d->cfg.players, (unsigned long long)d->cfg.seed, d->nactions);
}

int repl_load_game(session *s, const char *path, int replay) {
  save_data d;
  char err[600], act[64];
  const char *cmd = replay ? "replay" : "load";
  if (parse_save(path, &d, err, sizeof err) < 0) return repl_fail(s, "%s: %s", cmd, err);
  bundle *b = repl_bundle_open(s, &d.cfg, err, sizeof err);
  if (!b) {
    free_save(&d);
    return repl_fail(s, "%s: %s: %s", cmd, path, err);
  }
  report_changes(s, d.hashes, d.nhashes, b, "since the save; replaying anyway");
  int bad = repl_bundle_start(s, b, err, sizeof err) < 0 ? 0
            : replay                                     ? -1
                     : replay_into(b, d.actions, d.nactions, d.texts, d.notes);
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
    repl_print_traceback(b->traceback);
    repl_bundle_free(b);
    free_save(&d);
    return -1;
  }
  adopt_loaded(s, b, &d, replay, path);
  if (replay) {
    s->queue = d.actions;
    s->queue_texts = d.texts;
    s->nqueue = d.nactions;
    d.actions = NULL;
    d.texts = NULL;
    snprintf(s->queue_name, sizeof s->queue_name, "%s", path);
    repl_say(s, "Replaying from the start: `step [n]` applies the next actions, `run` a round");
  }
  free_save(&d);
  repl_after_move(s);
  return 0;
}

int repl_reload_game(session *s) {
  char err[512], desc[256];
  bundle *old = s->b, *b = repl_bundle_open(s, &old->cfg, err, sizeof err);
  if (!b) return repl_fail(s, "reload: %s; the game goes on under the old scripts", err);
  if (repl_bundle_start(s, b, err, sizeof err) < 0) {
    repl_fail(s, "reload: %s; the game goes on under the old scripts", err);
    repl_print_traceback(b->traceback);
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
    repl_print_traceback(b->traceback);
    free(notes);
    repl_bundle_free(b);
    return -1;
  }
  memcpy(b->tab.rng, old->tab.rng, sizeof b->tab.rng);
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
