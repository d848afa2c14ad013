/* config.c: a table's config: its defaults and size (luno_config_read: every entry point
 * reads a program's config through it, so one built against an older header still
 * works), and the shared options people type (one table, each declared once). */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <luno/paths.h>
#include <luno/table.h>

/* The defaults, into c (this library's whole struct). */
static void config_defaults(luno_config *c) {
  memset(c, 0, sizeof *c);
  c->size = sizeof *c;
  snprintf(c->rules, sizeof c->rules, "official");
  c->players = 4;
  c->seed = 1;
  c->forget_uno = -1;
}

void luno_config_init_sized(luno_config *c, size_t size) {
  if (size >= sizeof *c) { /* (a config as this library knows it: no copy of 18 KB) */
    config_defaults(c);
    c->size = size;
    return;
  }
  luno_config d;
  config_defaults(&d);
  d.size = size;
  memcpy(c, &d, size); /* (a smaller one: its fields) */
}

/* Whether a struct of size bytes that this library knows as known bytes can be read. */
static int size_readable(const char *what, size_t size, size_t known, char *err, int errlen) {
  if (size >= sizeof(size_t) && size <= known) return 1;
  if (size == 0 || size < sizeof(size_t))
    snprintf(err, (size_t)errlen, "the %s was not made by %s_init (its size is %zu)", what, what,
             size);
  else
    snprintf(err, (size_t)errlen,
             "the %s is from a newer luno header (%zu bytes; this libluno knows %zu)", what, size,
             known);
  return 0;
}

int luno_config_read(const luno_config *c, luno_config *full, char *err, int errlen) {
  if (!size_readable("luno_config", c->size, sizeof *full, err, errlen)) return -1;
  if (c->size < sizeof *full) config_defaults(full); /* (the fields c has not) */
  memcpy(full, c, c->size);
  full->size = sizeof *full;
  return 0;
}

/* Parses a whole non-negative number; returns -1 if text is not one. */
static int parse_u64(const char *text, uint64_t *out) {
  char *end;
  if (!isdigit((unsigned char)*text)) return -1; /* (strtoull takes " -1" as 2^64 - 1) */
  errno = 0;
  unsigned long long v = strtoull(text, &end, 10);
  if (*end || errno == ERANGE) return -1;
  *out = v;
  return 0;
}

/* Each shared option's setter: stores v into c, or writes why not into err. */
typedef int (*config_setter)(luno_config *c, const char *flag, const char *v, char *err,
                             int errlen);

/* --rules LIST */
static int set_rules(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  if (!v[strspn(v, ", ")]) /* (an empty list loaded nothing: "declare no colors") */
    return snprintf(err, (size_t)errlen, "%s needs a ruleset, like %s official", flag, flag), -1;
  if (strlen(v) >= sizeof c->rules)
    return snprintf(err, (size_t)errlen, "%s: a list of at most %zu characters", flag,
                    sizeof c->rules - 1),
           -1;
  snprintf(c->rules, sizeof c->rules, "%s", v);
  return 0;
}

/* --players N */
static int set_players(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  uint64_t n;
  if (parse_u64(v, &n) < 0 || n < 2 || n > LUNO_MAX_SEATS)
    return snprintf(err, (size_t)errlen, "%s takes 2 to 10, not '%s'", flag, v), -1;
  c->players = (int)n;
  return 0;
}

/* --seed S */
static int set_seed(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  c->has_seed = 1;
  if (parse_u64(v, &c->seed) < 0)
    return snprintf(err, (size_t)errlen, "%s takes a whole number from 0 to 2^64-1, not '%s'", flag,
                    v),
           -1;
  return 0;
}

/* --set name=value (repeatable) */
static int set_option(luno_config *c, const char *flag, const char *kv, char *err, int errlen) {
  const char *eq = strchr(kv, '=');
  if (!eq || eq == kv)
    return snprintf(err, (size_t)errlen, "%s takes name=value, not '%s'", flag, kv), -1;
  if (c->nsets == LUNO_MAX_SETS)
    return snprintf(err, (size_t)errlen, "too many %s options (at most %d)", flag, LUNO_MAX_SETS),
           -1;
  snprintf(c->sets[c->nsets][0], sizeof c->sets[0][0], "%.*s", (int)(eq - kv), kv);
  snprintf(c->sets[c->nsets][1], sizeof c->sets[0][1], "%s", eq + 1);
  c->nsets++;
  return 0;
}

/* --bots SPEC */
static int set_bots(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  (void)flag, (void)err, (void)errlen;
  snprintf(c->bots, sizeof c->bots, "%s", v);
  return 0;
}

/* A positive whole number of at most 2^40 for a budget; -1 with err if v is not one. */
static int parse_budget(const char *flag, const char *v, long long *out, char *err, int errlen) {
  uint64_t n;
  if (parse_u64(v, &n) < 0 || n < 1 || n > (1ull << 40))
    return snprintf(err, (size_t)errlen, "%s takes a positive whole number, not '%s'", flag, v), -1;
  *out = (long long)n;
  return 0;
}

/* --budget INSTRUCTIONS */
static int set_budget(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  return parse_budget(flag, v, &c->instructions, err, errlen);
}

/* --memory MB */
static int set_memory(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  return parse_budget(flag, v, &c->memory_mb, err, errlen);
}

/* --bot-seed S */
static int set_bot_seed(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  if (parse_u64(v, &c->bot_seed) < 0)
    return snprintf(err, (size_t)errlen, "%s takes a whole number from 0 to 2^64-1, not '%s'", flag,
                    v),
           -1;
  c->has_bot_seed = 1;
  return 0;
}

/* --forget-uno P */
static int set_forget(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  char *end;
  double p = strtod(v, &end);
  if (!*v || *end || !(p >= 0 && p <= 1))
    return snprintf(err, (size_t)errlen, "%s takes a probability from 0 to 1, not '%s'", flag, v),
           -1;
  c->forget_uno = p;
  return 0;
}

/* --path FOLDER */
static int set_path(luno_config *c, const char *flag, const char *v, char *err, int errlen) {
  struct stat st; /* (a mistyped folder was searched in vain, and said nothing) */
  if (stat(v, &st) != 0 || !S_ISDIR(st.st_mode))
    return snprintf(err, (size_t)errlen, "%s: %s is no folder", flag, v), -1;
  if (strlen(v) >= sizeof c->path)
    return snprintf(err, (size_t)errlen, "%s: a path of at most %zu characters", flag,
                    sizeof c->path - 1),
           -1;
  snprintf(c->path, sizeof c->path, "%s", v);
  return 0;
}

/* The shared options, each declared once: name, value, help, setter. */
static const struct {
  luno_config_option about;
  config_setter set;
} options[] = {
    {{"--rules", "LIST", "rulesets to load, in order (default official)"}, set_rules},
    {{"--players", "N", "players, 2 to 10 (default 4)"}, set_players},
    {{"--seed", "S", "the first game's seed (default: drawn fresh, and printed)"}, set_seed},
    {{"--set", "NAME=VALUE", "set a ruleset option (repeatable)"}, set_option},
    {{"--bots", "SPEC", "random, human, a bot name or file; one, or one per seat"}, set_bots},
    {{"--budget", "N", "instructions per script call (default 10000000)"}, set_budget},
    {{"--memory", "MB", "memory per Lua state in MiB (default 256)"}, set_memory},
    {{"--path", "FOLDER", "another folder of rulesets, searched before the shipped one"}, set_path},
    {{"--bot-seed", "S", "the Lua bots' own seed (default: drawn fresh, and printed)"},
     set_bot_seed},
    {{"--forget-uno", "P", "how often bots forget to call UNO (play 0.2, batch 0)"}, set_forget},
};

const luno_config_option *luno_config_option_at(int i) {
  return i >= 0 && i < (int)(sizeof options / sizeof *options) ? &options[i].about : NULL;
}

/* Puts full (luno_config_read's of c) back into c, a program's of c->size bytes: -1 with
 * err when a field past them was set (the program's config has no room for it). */
static int config_write_back(luno_config *c, const luno_config *full, const char *flag, char *err,
                             int errlen) {
  size_t size = c->size;
  luno_config d;
  config_defaults(&d);
  if (size < sizeof d &&
      memcmp((const char *)full + size, (const char *)&d + size, sizeof d - size))
    return snprintf(err, (size_t)errlen, "%s: the program's luno_config has no room for it", flag),
           -1;
  memcpy(c, full, size);
  c->size = size;
  return 0;
}

/* luno_config_flag on this library's whole config. */
static int config_flag(luno_config *c, int argc, char **argv, int *i, char *err, int errlen) {
  const char *word = argv[*i], *eq = strchr(word, '=');
  for (size_t k = 0; k < sizeof options / sizeof *options; k++) {
    const char *name = options[k].about.name;
    size_t n = strlen(name);
    if (eq && eq - word == (ptrdiff_t)n && !strncmp(word, name, n)) /* "--name=value" */
      return options[k].set(c, name, eq + 1, err, errlen) < 0 ? -1 : 1;
    if (strcmp(word, name)) continue;
    if (*i + 1 >= argc) return snprintf(err, (size_t)errlen, "%s needs a value", word), -1;
    *i += 1;
    return options[k].set(c, argv[*i - 1], argv[*i], err, errlen) < 0 ? -1 : 1;
  }
  return 0;
}

int luno_config_flag(luno_config *c, int argc, char **argv, int *i, char *err, int errlen) {
  luno_config full;
  if (luno_config_read(c, &full, err, errlen) < 0) return -1;
  int r = config_flag(&full, argc, argv, i, err, errlen);
  if (r > 0 && config_write_back(c, &full, argv[*i], err, errlen) < 0) return -1;
  return r;
}

/* A seed from the system's entropy, for a game or bots whose seed nobody gave: a bot must not
 * be able to tell it (nor, through it, the game's seed) from anything it is shown. */
uint64_t luno_fresh_seed(void) {
  uint64_t seed = 0;
  /* getrandom: 8 bytes, one call (a buffered read of /dev/urandom drew 4 KiB a seed); a
   * signal may interrupt it, and a sandbox may forbid it: then /dev/urandom, unbuffered.
   * The clock is the last resort only: a seed anyone can guess shows every hand. */
  ssize_t got;
  while ((got = getrandom(&seed, sizeof seed, 0)) < 0 && errno == EINTR)
    continue;
  if (got == (ssize_t)sizeof seed) return seed;
  int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  got = fd >= 0 ? read(fd, &seed, sizeof seed) : -1;
  if (fd >= 0) close(fd);
  if (got == (ssize_t)sizeof seed) return seed;
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (uint64_t)ts.tv_nsec * 0x9e3779b97f4a7c15ull ^ (uint64_t)ts.tv_sec;
}

void luno_config_draw_seed(luno_config *c) {
  if (c->size < offsetof(luno_config, has_seed) + sizeof c->has_seed || c->has_seed) return;
  c->seed = luno_fresh_seed(); /* (the seed and its mark: fields every luno_config has) */
  c->has_seed = 2;             /* (drawn, not given) */
}
