/* setup.c: shared flags and the table they make. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <luno/table.h>

const char *rulesets_dir(void) {
  const char *env = getenv("LUNO_PATH");
  return env && *env ? env : LUNO_RULESETS;
}

void config_init(luno_config *c) {
  memset(c, 0, sizeof *c);
  snprintf(c->rules, sizeof c->rules, "official");
  c->players = 4;
  c->seed = 1;
}

/* Parses a whole non-negative number; returns -1 if text is not one. */
static int parse_u64(const char *text, uint64_t *out) {
  char *end;
  if (!*text || *text == '-') return -1;
  unsigned long long v = strtoull(text, &end, 10);
  if (*end) return -1;
  *out = v;
  return 0;
}

/* Records one --set name=value. */
static int add_set(luno_config *c, const char *kv, char *err, int errlen) {
  const char *eq = strchr(kv, '=');
  if (!eq || eq == kv) {
    snprintf(err, (size_t)errlen, "--set takes name=value, not '%s'", kv);
    return -1;
  }
  if (c->nsets == MAX_SETS) {
    snprintf(err, (size_t)errlen, "too many --set options (at most %d)", MAX_SETS);
    return -1;
  }
  snprintf(c->sets[c->nsets][0], sizeof c->sets[0][0], "%.*s", (int)(eq - kv), kv);
  snprintf(c->sets[c->nsets][1], sizeof c->sets[0][1], "%s", eq + 1);
  c->nsets++;
  return 0;
}

int config_flag(luno_config *c, int argc, char **argv, int *i, char *err, int errlen) {
  static const char *const flags[] = {"--rules", "--players", "--seed",  "--set",
                                      "--bots",  "--budget",  "--memory"};
  const char *flag = argv[*i];
  int which = -1;
  for (int k = 0; k < 7; k++)
    if (!strcmp(flag, flags[k])) which = k;
  if (which < 0) return 0;
  if (*i + 1 >= argc) {
    snprintf(err, (size_t)errlen, "%s needs a value", flag);
    return -1;
  }
  const char *v = argv[++*i];
  uint64_t n = 0;
  switch (which) {
  case 0: snprintf(c->rules, sizeof c->rules, "%s", v); break;
  case 1:
    if (parse_u64(v, &n) < 0 || n < 2 || n > LUNO_MAX_SEATS) {
      snprintf(err, (size_t)errlen, "--players takes 2 to 10, not '%s'", v);
      return -1;
    }
    c->players = (int)n;
    break;
  case 2:
    if (parse_u64(v, &c->seed) < 0) {
      snprintf(err, (size_t)errlen, "--seed takes a whole number, not '%s'", v);
      return -1;
    }
    break;
  case 3: return add_set(c, v, err, errlen) < 0 ? -1 : 1;
  case 4: snprintf(c->bots, sizeof c->bots, "%s", v); break;
  case 5:
  case 6:
    if (parse_u64(v, &n) < 0 || n < 1 || n > (1ull << 40)) {
      snprintf(err, (size_t)errlen, "%s takes a positive whole number, not '%s'", flag, v);
      return -1;
    }
    if (which == 5)
      c->instructions = (long long)n;
    else
      c->memory_mb = (long long)n;
    break;
  }
  return 1;
}

/* Seats one bot entry: random, human, a name from rulesets/bots/, or a Lua file. */
static int seat_bot(luno_table *t, int seat, const char *entry, char *err, int errlen) {
  snprintf(t->bot_names[seat], sizeof t->bot_names[seat], "%s", entry);
  if (!strcmp(entry, "random"))
    t->seats[seat] = SEAT_RANDOM;
  else if (!strcmp(entry, "human"))
    t->seats[seat] = SEAT_HUMAN;
  else {
    char path[1024];
    if (strchr(entry, '/') || strstr(entry, ".lua"))
      snprintf(path, sizeof path, "%s", entry);
    else
      snprintf(path, sizeof path, "%s/" HOST_BOTS_FOLDER "/%s.lua", rulesets_dir(), entry);
    for (int s = 0; s < seat; s++)
      if (t->seats[s] == SEAT_LUA && !strcmp(t->bot_names[s], entry)) {
        t->seats[seat] = SEAT_LUA;
        t->lua_bot[seat] = t->lua_bot[s];
        return 0;
      }
    int id = host_bot_load(t->host, path, err, errlen);
    if (id < 0) return -1;
    t->seats[seat] = SEAT_LUA;
    t->lua_bot[seat] = id;
  }
  return 0;
}

/* Seats the bots from a spec: one entry for every seat, or one per seat. */
static int seat_bots(luno_table *t, const char *spec, int players, char *err, int errlen) {
  char buf[512], *entries[LUNO_MAX_SEATS + 1];
  int n = 0;
  snprintf(buf, sizeof buf, "%s", spec);
  for (char *save = NULL, *e = strtok_r(buf, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
    if (n > LUNO_MAX_SEATS) break;
    entries[n++] = e;
  }
  if (n != 1 && n != players) {
    snprintf(err, (size_t)errlen, "--bots has %d entries; give 1 or one per seat (%d)", n, players);
    return -1;
  }
  for (int s = 0; s < players; s++)
    if (seat_bot(t, s, entries[n == 1 ? 0 : s], err, errlen) < 0) return -1;
  return 0;
}

int table_open(luno_table *t, const luno_config *c, const char *default_bots, char *err,
               int errlen) {
  memset(t, 0, sizeof *t);
  t->host = host_new(err, errlen);
  if (!t->host) return -1;
  host_add_path(t->host, rulesets_dir());
  host_set_budget(t->host, c->instructions, c->memory_mb * (1ll << 20)); /* 0 keeps each default */
  if (host_load(t->host, c->rules, err, errlen) < 0) return -1;
  for (int i = 0; i < c->nsets; i++)
    if (host_set(t->host, c->sets[i][0], c->sets[i][1], err, errlen) < 0) return -1;
  if (host_build(t->host, c->players, c->seed, &t->setup, err, errlen) < 0) return -1;
  const char *spec = c->bots[0] ? c->bots : default_bots;
  if (seat_bots(t, spec, c->players, err, errlen) < 0) return -1;
  for (int s = 0; s < c->players; s++)
    if (t->seats[s] != SEAT_HUMAN) t->setup.bots |= (uint16_t)(1u << s);
  table_reseed(t, c->seed);
  return 0;
}

void table_close(luno_table *t) {
  host_free(t->host);
  t->host = NULL;
}

void table_reseed(luno_table *t, uint64_t seed) {
  t->setup.seed = seed;
  for (int s = 0; s < LUNO_MAX_SEATS; s++)
    luno_seed(&t->rng[s], seed * 31 + (uint64_t)s + 1);
}

int table_bot_action(luno_table *t, luno_game *g, luno_action *out, char *err, int errlen) {
  int seat = luno_pending_of(g)->seat;
  if (t->seats[seat] == SEAT_LUA)
    return host_bot_decide(t->host, t->lua_bot[seat], g, out, err, errlen);
  *out = luno_random_bot(g, &t->rng[seat]);
  return 0;
}

int table_bot_reaction(luno_table *t, luno_game *g, luno_action *out) {
  const luno_pending *p = luno_pending_of(g);
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (t->seats[r->seat] != SEAT_RANDOM || luno_rng_below(&t->rng[r->seat], 2)) continue;
    if (r->card >= 0)
      *out = (luno_action){LUNO_ACT_USE, r->seat, 0, r->card};
    else
      *out = (luno_action){LUNO_ACT_REACT, r->seat, 0, r->window};
    return 1;
  }
  return 0;
}

/* Seconds on a monotonic clock. */
double table_clock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Whether limit turns were played and the next turn's first decision is pending. */
int table_turns_spent(const luno_game *g, long limit) {
  const luno_pending *p = luno_pending_of(g);
  if (luno_stats_of(g)->turns < limit) return 0;
  return (p->kind == LUNO_ASK_TURN && luno_state_of(g)->drawn < 0) || p->kind == LUNO_ASK_TEXT;
}
