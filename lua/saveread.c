/* saveread.c: reading luno's one save format (luno/save.h). Everything is checked before
 * anything is returned: a damaged save is refused with the line it breaks at. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <luno/save.h>

enum { LINE_MAX_LEN = 4096, MAX_ACTIONS = 10000000 };

/* Each action type's word in a save, by LUNO_ACT_* (as savewrite.c writes them). */
static const char *const verbs[] = {"play",  "draw",    "pass", "choose", "decline",
                                    "react", "penalty", "use",  "answer"};
enum { NVERBS = sizeof verbs / sizeof *verbs };

/* The header entries given once, in the order of the parse's seen bits. */
static const char *const header_keys[] = {"rules",  "bots",     "players", "seed",
                                          "digest", "bot_seed", "undo"};

/* What a parse keeps besides the save: the entries seen once, the action count. */
typedef struct parse {
  luno_save *s;
  unsigned seen;
  int count; /* the actions the header announced, or -1 before `actions` */
} parse;

void luno_save_free(luno_save *s) {
  for (int i = 0; i < s->nactions; i++) {
    if (s->texts) free(s->texts[i]);
    if (s->reasons) free(s->reasons[i]);
  }
  free(s->texts);
  free(s->reasons);
  free(s->hashes);
  free(s->actions);
  free(s->undo);
  memset(s, 0, sizeof *s);
}

/* Reads a quoted text (the writer's form) at *p into out; advances *p. -1 if malformed. */
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

/* Reads text, digits alone in base 10 or 16 with nothing after them, as a number that fits
 * 64 bits; -1 if it is not one (sscanf's %llu takes "-1" as 2^64-1, "4x" as 4). */
static int read_number(const char *text, int base, unsigned long long *n) {
  if (!(base == 16 ? isxdigit((unsigned char)*text) : isdigit((unsigned char)*text))) return -1;
  char *end;
  errno = 0;
  *n = strtoull(text, &end, base);
  return *end || errno == ERANGE ? -1 : 0;
}

/* Whether an action of type may carry the last-card call (what luno_apply takes). */
static int calls(int type) {
  return type == LUNO_ACT_PLAY || type == LUNO_ACT_REACT || type == LUNO_ACT_USE;
}

/* Keeps a copy of text as s's per-action string i; -1 out of memory. */
static int keep(char **list, int i, const char *text) { return (list[i] = strdup(text)) ? 0 : -1; }

/* Reads what follows an action's numbers: an answer's quoted text, `call`, a penalty's
 * reason, or nothing. */
static int parse_rest(luno_save *s, const char *rest, char *err, int errlen) {
  luno_action *a = &s->actions[s->nactions];
  char text[300];
  if (a->type == LUNO_ACT_ANSWER && a->value >= 0) {
    if (read_quoted(&rest, text, sizeof text) < 0 || rest[strspn(rest, " \t")])
      return snprintf(err, (size_t)errlen, "an answer needs its text in quotes"), -1;
    return keep(s->texts, s->nactions, text) < 0 ? snprintf(err, (size_t)errlen, "out of memory"),
           -1                                    : 0;
  }
  if (calls(a->type) && !strncmp(rest, "call", 4) && !rest[4 + strspn(rest + 4, " ")]) {
    a->flags = LUNO_CALL; /* (a reaction may carry the call too: a jump-in's play) */
    return 0;
  }
  if (a->type == LUNO_ACT_PENALTY) {
    size_t n = strlen(rest);
    while (n && rest[n - 1] == ' ')
      n--;
    snprintf(text, sizeof text, "%.*s", (int)(n < 94 ? n : 94), rest);
    return *text && keep(s->reasons, s->nactions, text) < 0
           ? snprintf(err, (size_t)errlen, "out of memory"),
           -1 : 0;
  }
  if (*rest) return snprintf(err, (size_t)errlen, "unexpected '%s' after the action", rest), -1;
  return 0;
}

/* Parses "verb seat [value] [call|reason...]" into s's next action. */
static int parse_action(luno_save *s, char *line, char *err, int errlen) {
  char *hash = strstr(line, "  #"); /* answers escape '#', so this is the comment */
  if (hash) *hash = '\0';
  char verb[16];
  int seat, value = 0, used = 0;
  const char *rest = line;
  if (sscanf(line, "%15s%n", verb, &used) != 1 ||
      (rest += used, rest += strspn(rest, " \t"), read_int(&rest, &seat) < 0))
    return snprintf(err, (size_t)errlen, "'%.80s' is not an action", line), -1;
  int type = -1;
  for (int k = 0; k < NVERBS; k++)
    if (!strcmp(verb, verbs[k])) type = k;
  if (type < 0) return snprintf(err, (size_t)errlen, "unknown action '%s'", verb), -1;
  if (seat < 0 || seat >= s->cfg.players)
    return snprintf(err, (size_t)errlen, "no seat %d", seat), -1;
  rest += strspn(rest, " \t");
  if ((isdigit((unsigned char)*rest) || (*rest == '-' && isdigit((unsigned char)rest[1]))) &&
      read_int(&rest, &value) < 0)
    return snprintf(err, (size_t)errlen, "'%.80s': a number past %d", line, INT_MAX), -1;
  rest += strspn(rest, " \t");
  s->actions[s->nactions] =
      (luno_action){.type = (uint8_t)type, .seat = (int8_t)seat, .flags = 0, .value = value};
  if (parse_rest(s, rest, err, errlen) < 0) return -1;
  s->nactions++;
  return 0;
}

/* Refuses a second entry of a key given once; 0 if key is not one or comes the first time. */
static int once(parse *ps, const char *key, char *err, int errlen) {
  for (unsigned k = 0; k < sizeof header_keys / sizeof *header_keys; k++) {
    if (strcmp(key, header_keys[k])) continue;
    if (ps->seen & (1u << k)) return snprintf(err, (size_t)errlen, "'%s' is given twice", key), -1;
    ps->seen |= 1u << k;
  }
  return 0;
}

/* The `actions N` entry: room for N actions. */
static int parse_count(parse *ps, unsigned long long n, char *err, int errlen) {
  luno_save *s = ps->s;
  ps->count = (int)n;
  s->actions = calloc(n + 1, sizeof *s->actions);
  s->texts = calloc(n + 1, sizeof *s->texts);
  s->reasons = calloc(n + 1, sizeof *s->reasons);
  if (!s->actions || !s->texts || !s->reasons)
    return snprintf(err, (size_t)errlen, "out of memory"), -1;
  return 0;
}

/* The `undo` entry: log lengths, strictly ascending (checked against the log on load). */
static int parse_undo(luno_save *s, const char *val) {
  int n = 0, v, last = -1;
  for (const char *p = val; *p; p += strspn(p, " "))
    if (read_int(&p, &v) < 0 || v <= last)
      return -1;
    else
      last = v, n++;
  if (!(s->undo = malloc(sizeof *s->undo * (size_t)(n + 1)))) return -1;
  for (const char *p = val; *p; p += strspn(p, " "))
    read_int(&p, &s->undo[s->nundo++]);
  return 0;
}

/* The `rng SEAT S0 S1 S2 S3` entry: a seat's bot generator (never all zero: xoshiro256**
 * stays at zero from there, and a bot drawing from it never ends). */
static int parse_rng(luno_save *s, const char *val, char *err, int errlen) {
  unsigned long long v[5];
  char words[5][24];
  int ok = sscanf(val, "%23s %23s %23s %23s %23s", words[0], words[1], words[2], words[3],
                  words[4]) == 5;
  for (int k = 0; ok && k < 5; k++)
    ok = read_number(words[k], 10, &v[k]) == 0;
  if (!ok || v[0] >= (unsigned long long)s->cfg.players)
    return snprintf(err, (size_t)errlen, "'rng %.60s' is not a seat and four numbers", val), -1;
  if (!(v[1] | v[2] | v[3] | v[4]))
    return snprintf(err, (size_t)errlen, "rng %llu is all zero, which no generator reaches", v[0]),
           -1;
  for (int k = 0; k < 4; k++)
    s->rng[v[0]].s[k] = v[k + 1];
  s->has_rng |= (uint16_t)(1u << v[0]);
  return 0;
}

/* Parses one header entry ("rules ...", "hash ...", ...). */
static int parse_header(parse *ps, char *line, char *err, int errlen) {
  luno_save *s = ps->s;
  char key[32], *val = line + strcspn(line, " ");
  val += strspn(val, " ");
  if (sscanf(line, "%31s", key) != 1) return 0;
  if (once(ps, key, err, errlen) < 0) return -1;
  unsigned long long n;
  luno_config *c = &s->cfg;
  if (!strcmp(key, "rules"))
    snprintf(c->rules, sizeof c->rules, "%s", val);
  else if (!strcmp(key, "bots"))
    snprintf(c->bots, sizeof c->bots, "%s", val);
  else if (!strcmp(key, "players") && !read_number(val, 10, &n) && n >= 2 && n <= LUNO_MAX_SEATS)
    c->players = (int)n;
  else if (!strcmp(key, "seed") && !read_number(val, 10, &n))
    c->seed = n, c->has_seed = 1;
  else if (!strcmp(key, "digest") && !read_number(val, 16, &n) && n != 0)
    s->digest = n;
  else if (!strcmp(key, "bot_seed") && !read_number(val, 10, &n))
    c->bot_seed = n, c->has_bot_seed = 1;
  else if (!strcmp(key, "set") && c->nsets < LUNO_MAX_SETS) {
    char *sp = val + strcspn(val, " ");
    snprintf(c->sets[c->nsets][0], sizeof c->sets[0][0], "%.*s", (int)(sp - val), val);
    snprintf(c->sets[c->nsets++][1], sizeof c->sets[0][1], "%s", sp + strspn(sp, " "));
  } else if (!strcmp(key, "hash")) {
    luno_save_hash *p = realloc(s->hashes, (size_t)(s->nhashes + 1) * sizeof *p);
    if (!p) return snprintf(err, (size_t)errlen, "out of memory"), -1;
    s->hashes = p;
    if (sscanf(val, "%159s %llx", p[s->nhashes].key, &n) != 2)
      return snprintf(err, (size_t)errlen, "bad hash entry"), -1;
    p[s->nhashes++].hash = n;
  } else if (!strcmp(key, "undo") && parse_undo(s, val) == 0) {
  } else if (!strcmp(key, "rng"))
    return parse_rng(s, val, err, errlen);
  else if (!strcmp(key, "actions") && !read_number(val, 10, &n) && n <= MAX_ACTIONS)
    return parse_count(ps, n, err, errlen);
  else
    return snprintf(err, (size_t)errlen, "'%.80s' is not a save entry", line), -1;
  return 0;
}

/* The first line: this format, in a version this luno reads. */
static int check_version(const char *line, char *err, int errlen) {
  if (strncmp(line, "luno-save ", 10))
    return snprintf(err, (size_t)errlen,
                    "not a luno save file (it does not start with 'luno-save %d')",
                    LUNO_SAVE_VERSION),
           -1;
  if (strcmp(line + 10, "1"))
    return snprintf(err, (size_t)errlen, "save format '%.40s' is not one this luno reads (%d)",
                    line + 10, LUNO_SAVE_VERSION),
           -1;
  return 0;
}

/* Reads one line of a save (lineno from 1); 1 once `end` is read, 0 to go on, -1. */
static int parse_line(parse *ps, char *line, int lineno, char *err, int errlen) {
  if (lineno == 1) return check_version(line, err, errlen);
  if (!line[0] || line[0] == '#') return 0;
  if (ps->count < 0) return parse_header(ps, line, err, errlen);
  if (ps->s->nactions < ps->count) return parse_action(ps->s, line, err, errlen);
  if (!strcmp(line, "end")) return 1;
  return snprintf(err, (size_t)errlen, "expected 'end' after %d actions", ps->count), -1;
}

/* The checks once every line is read. */
static int check_whole(const parse *ps, int lines, int ended, char *err, int errlen) {
  if (lines == 0) return snprintf(err, (size_t)errlen, "the file is empty"), -1;
  if (!ps->s->cfg.rules[0] || ps->count < 0)
    return snprintf(err, (size_t)errlen, "truncated: the header ends before 'actions'"), -1;
  if (!ended)
    return snprintf(err, (size_t)errlen, "truncated: %d of %d actions and no 'end' line",
                    ps->s->nactions, ps->count),
           -1;
  return 0;
}

int luno_save_parse(const char *text, size_t len, luno_save *out, char *err, int errlen) {
  memset(out, 0, sizeof *out);
  luno_config_init(&out->cfg);
  out->cfg.players = 4, out->cfg.bots[0] = '\0';
  parse ps = {out, 0, -1};
  char line[LINE_MAX_LEN], why[256];
  int lineno = 0, ended = 0;
  for (size_t at = 0; at < len && !ended;) {
    const char *nl = memchr(text + at, '\n', len - at);
    size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
    lineno++;
    const char *broken = memchr(text + at, '\0', n) ? "holds a NUL byte"
                         : n >= sizeof line         ? "is too long"
                                                    : NULL;
    if (broken)
      return snprintf(err, (size_t)errlen, "line %d %s", lineno, broken), luno_save_free(out), -1;
    if (!nl)
      return snprintf(err, (size_t)errlen, "truncated: line %d is cut off", lineno),
             luno_save_free(out), -1;
    memcpy(line, text + at, n), line[n] = '\0';
    at += n + 1;
    while (n && line[n - 1] == '\r')
      line[--n] = '\0';
    int r = parse_line(&ps, line, lineno, why, sizeof why);
    if (r < 0) {
      if (lineno == 1)
        snprintf(err, (size_t)errlen, "%s", why);
      else
        snprintf(err, (size_t)errlen, "line %d: %s", lineno, why);
      return luno_save_free(out), -1;
    }
    ended = r == 1;
  }
  if (check_whole(&ps, lineno, ended, err, errlen) < 0) return luno_save_free(out), -1;
  return 0;
}

int luno_save_read(const char *path, luno_save *out, char *err, int errlen) {
  memset(out, 0, sizeof *out);
  FILE *f = fopen(path, "r");
  if (!f) return snprintf(err, (size_t)errlen, "cannot read %s: %s", path, strerror(errno)), -1;
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && st.st_size > LUNO_SAVE_MAX_BYTES) { /* before any read */
    fclose(f);
    return snprintf(err, (size_t)errlen, "%s: a save of %lld bytes is too large (at most %d MiB)",
                    path, (long long)st.st_size, LUNO_SAVE_MAX_BYTES >> 20),
           -1;
  }
  size_t cap = 1 << 16, len = 0, n;
  char *text = malloc(cap);
  while (text && (n = fread(text + len, 1, cap - len, f)) > 0)
    if ((len += n) == cap && len <= LUNO_SAVE_MAX_BYTES) {
      char *more = realloc(text, cap *= 2);
      if (!more) free(text);
      text = more;
    }
  int bad = ferror(f), why = errno;
  fclose(f);
  if (!text) return snprintf(err, (size_t)errlen, "%s: out of memory", path), -1;
  if (bad)
    return free(text), snprintf(err, (size_t)errlen, "%s: cannot read it: %s", path, strerror(why)),
           -1;
  char reason[400];
  int r = luno_save_parse(text, len, out, reason, sizeof reason);
  free(text);
  if (r < 0) snprintf(err, (size_t)errlen, "%s: %s", path, reason);
  return r;
}
