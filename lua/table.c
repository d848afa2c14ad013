/* table.c: the one host set-up (luno_host_open), the table made from a luno_config
 * (config.c), and the one bot-driven match loop. */
#include <ctype.h>
#include <dirent.h>
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

#include "host_impl.h"
#include <luno/paths.h>
#include <luno/table.h>

/* luno_host_open, reading script files as like read them when like is not NULL. */
static luno_host *host_open_like(const luno_config *c, const luno_host *like, char *err,
                                 int errlen) {
  luno_host *h = luno_host_new(err, errlen);
  if (!h) return NULL;
  if (like) luno_host_share_files(h, like);
  if (c->path[0])
    luno_host_add_path(h, c->path); /* searched first: it may override a shipped one */
  char(*dirs)[LUNO_PATH_MAX] = malloc(LUNO_PATHS_MAX * sizeof *dirs);
  int n = dirs ? luno_ruleset_dirs(dirs, LUNO_PATHS_MAX) : 0;
  for (int i = 0; i < n; i++) /* LUNO_PATH, the installed share folder, the source tree */
    luno_host_add_path(h, dirs[i]);
  if (n == 0) luno_host_add_path(h, luno_rulesets_dir()); /* so errors name a folder */
  free(dirs);
  luno_host_set_budget(h, c->instructions, c->memory_mb * (1ll << 20)); /* 0 keeps each default */
  int ok = !c->rules[0] || luno_host_load(h, c->rules, err, errlen) == 0;
  for (int i = 0; ok && i < c->nsets; i++)
    ok = luno_host_set(h, c->sets[i][0], c->sets[i][1], err, errlen) == 0;
  if (!ok) luno_host_free(h);
  return ok ? h : NULL;
}

luno_host *luno_host_open(const luno_config *c, char *err, int errlen) {
  luno_config full;
  if (luno_config_read(c, &full, err, errlen) < 0) return NULL;
  return host_open_like(&full, NULL, err, errlen);
}

/* The bots there are, for an entry that names none: the built-in ones, then each file of
 * the shipped bots folder in name order, as "a, b, c" into out. */
static void bot_names(char *out, size_t len) {
  char dir[1024];
  snprintf(dir, sizeof dir, "%s/" LUNO_BOTS_FOLDER, luno_rulesets_dir());
  size_t used = (size_t)snprintf(out, len, "human, random, ismcts[:N], ismcts-open[:N]");
  struct dirent **list = NULL;
  int count = scandir(dir, &list, NULL, alphasort);
  for (int i = 0; i < count; i++) {
    const char *name = list[i]->d_name;
    size_t n = strlen(name);
    if (name[0] != '.' && n > 4 && !strcmp(name + n - 4, ".lua") && used < len)
      used += (size_t)snprintf(out + used, len - used, ", %.*s", (int)(n - 4), name);
    free(list[i]);
  }
  free(list);
}

/* A search bot's default CPU time a decision: 2 ms an iteration, at least a second; far
 * past what the shipped rulesets take (ismcts:1000, 11 to 55 ms), so it cuts only a rule
 * whose hooks are slow, where a search would otherwise take minutes a move. */
enum { SEARCH_MS_PER_ITERATION = 2, SEARCH_MS_LEAST = 1000 };

/* Reads what follows "ismcts" or "ismcts-open" in a bot entry: "", ":N", "/MS" or
 * ":N/MS" into *n iterations (default 1000) and *ms milliseconds of CPU time a decision
 * (default SEARCH_MS_PER_ITERATION a iteration, at least SEARCH_MS_LEAST; 0: no limit),
 * each read whole and range-checked. 0, or -1 with the error in err. */
static int read_search(const char *text, long long *n, long long *ms, char *err, int errlen) {
  const char *slash = strchr(text, '/');
  *n = 1000;
  if (*text == ':' &&
      luno_read_whole(text + 1, slash ? (size_t)(slash - text - 1) : strlen(text + 1), 1, 1000000,
                      n) < 0)
    return snprintf(err, (size_t)errlen, "ismcts:N takes 1 to 1000000 iterations, not '%.*s'",
                    slash ? (int)(slash - text - 1) : (int)strlen(text + 1), text + 1),
           -1;
  if (*text && *text != ':' && *text != '/')
    return snprintf(err, (size_t)errlen, "ismcts:N takes 1 to 1000000 iterations, not '%s'", text),
           -1;
  *ms = *n * SEARCH_MS_PER_ITERATION > SEARCH_MS_LEAST ? *n * SEARCH_MS_PER_ITERATION
                                                       : SEARCH_MS_LEAST;
  if (slash && luno_read_whole(slash + 1, strlen(slash + 1), 0, 3600000, ms) < 0)
    return snprintf(err, (size_t)errlen,
                    "ismcts:N/MS takes 0 (no limit) to 3600000 milliseconds a decision, not '%s'",
                    slash + 1),
           -1;
  return 0;
}

/* Seats one bot entry: random, human, a name from rulesets/bots/, or a Lua file. */
static int seat_bot(luno_table *t, int seat, const char *entry, char *err, int errlen) {
  snprintf(t->bot_names[seat], sizeof t->bot_names[seat], "%s", entry);
  if (!strcmp(entry, "random"))
    t->seats[seat] = LUNO_SEAT_RANDOM;
  else if (!strcmp(entry, "human"))
    t->seats[seat] = LUNO_SEAT_HUMAN;
  else if (!strncmp(entry, "ismcts", 6) && strchr(":-/", entry[6] ? entry[6] : ':') &&
           (entry[6] != '-' || !strncmp(entry + 6, "-open", 5))) {
    const char *count = entry + 6 + (entry[6] == '-' ? 5 : 0); /* "", ":N", "/MS", ":N/MS" */
    long long n, ms;
    if (read_search(count, &n, &ms, err, errlen) < 0) return -1;
    t->seats[seat] = LUNO_SEAT_ISMCTS;
    t->searching = 1; /* (its searches of effects' questions start at the last turn's mark) */
    t->iterations[seat] = (int)n;
    t->search_seconds[seat] = (double)ms / 1000;
    t->sees_all[seat] = entry[6] == '-';
  } else {
    char path[1024];
    if (strchr(entry, '/') || strstr(entry, ".lua"))
      snprintf(path, sizeof path, "%s", entry);
    else
      snprintf(path, sizeof path, "%s/" LUNO_BOTS_FOLDER "/%s.lua", luno_rulesets_dir(), entry);
    if (!strchr(entry, '/') && !strstr(entry, ".lua") && access(path, R_OK) != 0) {
      char names[512];
      bot_names(names, sizeof names);
      return snprintf(err, (size_t)errlen, "no bot is named '%s'; the bots are: %s", entry, names),
             -1;
    }
    int id = luno_host_bot_load(t->host, path, err, errlen); /* a state of its own per seat */
    if (id < 0) return -1;
    t->seats[seat] = LUNO_SEAT_LUA;
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

/* luno_table_open, with a host reading script files as like's read them (or NULL). */
static int table_open_like(luno_table *t, const luno_config *given, const char *default_bots,
                           const luno_host *like, char *err, int errlen) {
  memset(t, 0, sizeof *t);
  t->size = sizeof *t;
  luno_config full;
  const luno_config *c = given; /* (one of this library's size is read as it is: no copy) */
  if (given->size != sizeof *given) {
    if (luno_config_read(given, &full, err, errlen) < 0) return -1;
    c = &full;
  }
  t->host = host_open_like(c, like, err, errlen);
  if (!t->host) return -1;
  if (luno_host_build(t->host, c->players, c->seed, &t->setup, err, errlen) < 0) return -1;
  const char *spec = c->bots[0] ? c->bots : default_bots;
  if (seat_bots(t, spec, c->players, err, errlen) < 0) return -1;
  int person = 0, open = -1;
  for (int s = 0; s < c->players; s++) {
    if (t->seats[s] != LUNO_SEAT_HUMAN) t->setup.bots |= (uint16_t)(1u << s);
    person |= t->seats[s] == LUNO_SEAT_HUMAN;
    if (t->sees_all[s] && open < 0) open = s;
  }
  if (person && open >= 0) /* every table: play, serve, web, the Python env, tournaments */
    return snprintf(err, (size_t)errlen,
                    "bots: entry %d, ismcts-open, sees every hand: not at a table with people "
                    "(a person or a learning agent)",
                    open),
           -1;
  t->bot_seed = c->has_bot_seed ? c->bot_seed : luno_fresh_seed();
  t->forget_uno = c->forget_uno > 0 ? c->forget_uno : 0;
  luno_host_set_bot_seed(t->host, t->bot_seed);
  if (t->searching) luno_host_search_mark(t->host, NULL); /* (the first turn's start too) */
  luno_table_reseed(t, c->seed);
  return 0;
}

/* Whether t, of size bytes as the program was built, is laid out as this library's
 * luno_table; if not, err says so and t's host (where it has one) is NULL, for close. */
static int table_sized(luno_table *t, size_t size, char *err, int errlen) {
  if (size == sizeof *t) return 1;
  if (size >= offsetof(luno_table, host) + sizeof t->host) t->host = NULL;
  snprintf(err, (size_t)errlen,
           "the luno_table is %zu bytes where this libluno's is %zu: the program was built "
           "against another luno/table.h",
           size, sizeof *t);
  return 0;
}

int luno_table_open_sized(luno_table *t, size_t size, const luno_config *c,
                          const char *default_bots, char *err, int errlen) {
  if (!table_sized(t, size, err, errlen)) return -1;
  return table_open_like(t, c, default_bots, NULL, err, errlen);
}

int luno_table_fork_sized(luno_table *t, size_t size, const luno_table *from, const luno_config *c,
                          const char *default_bots, char *err, int errlen) {
  if (!table_sized(t, size, err, errlen)) return -1;
  luno_config same;
  if (luno_config_read(c, &same, err, errlen) < 0) return (void)(t->host = NULL), -1;
  same.bot_seed = from->bot_seed, same.has_bot_seed = 1;
  if (table_open_like(t, &same, default_bots, from->host, err, errlen) < 0) return -1;
  t->forget_uno = from->forget_uno;
  memcpy(t->rng, from->rng, sizeof t->rng); /* the bots' draws go on where they were */
  return 0;
}

void luno_table_close(luno_table *t) {
  luno_host_free(t->host);
  t->host = NULL;
}

/* Seeds the seats' bot generators (only the seats at the table: no other seat decides). */
void luno_table_reseed(luno_table *t, uint64_t seed) {
  t->setup.seed = seed;
  for (int s = 0; s < t->setup.players; s++)
    luno_seed(&t->rng[s], seed * 31 + (uint64_t)s + 1);
}

int luno_table_replays(luno_table *t, const luno_config *c, const luno_game *g, char *err,
                       int errlen) {
  if (!t->host && luno_table_open(t, c, "random", err, errlen) < 0) return -1;
  int players = luno_setup_of(g)->players; /* (the host's zones are laid out per seat count) */
  if (t->setup.players != players &&
      luno_host_build(t->host, players, t->setup.seed, &t->setup, err, errlen) < 0)
    return -1;
  luno_game *again = luno_new(luno_setup_of(g), luno_host_rules(t->host), err, errlen);
  if (!again) return -1;
  int n = luno_log_length(g), rc = 0;
  if (luno_replay_of(again, g, n) != LUNO_OK) {
    snprintf(err, (size_t)errlen, "replayed: %s", luno_error(again));
    rc = -1;
  } else if (luno_digest(again) != luno_digest(g)) {
    snprintf(err, (size_t)errlen,
             "replayed in a Lua state of its own, its %d actions end in another game (digest "
             "%016llx, not %016llx): a rule reads something a replay does not repeat",
             n, (unsigned long long)luno_digest(again), (unsigned long long)luno_digest(g));
    rc = -1;
  }
  luno_free(again);
  return rc;
}

/* Drops a bot's UNO call with the table's forget_uno probability (the seat's generator,
 * drawn only when forgetting is on, so games without it stay as they were). */
static void maybe_forget(luno_table *t, int seat, luno_action *a) {
  if (!(a->flags & LUNO_CALL) || t->forget_uno <= 0) return;
  if (luno_rng_unit(&t->rng[seat]) < t->forget_uno) a->flags = (uint8_t)(a->flags & ~LUNO_CALL);
}

/* bot_action for a seat that searches or is not a random bot; out of line, so the random
 * bot's path saves no registers for it. */
__attribute__((noinline)) static int other_bot_action(luno_table *t, luno_game *g, int seat,
                                                      luno_action *out, char *err, int errlen) {
  if (t->searching && luno_host_search_mark(t->host, g) < 0)
    return snprintf(err, (size_t)errlen, "ismcts: out of memory"), -1;
  if (t->seats[seat] == LUNO_SEAT_LUA) {
    if (luno_host_bot_decide(t->host, t->lua_bot[seat], g, out, err, errlen) < 0) return -1;
  } else if (t->seats[seat] == LUNO_SEAT_ISMCTS) {
    int r = luno_host_ismcts(t->host, g, t->iterations[seat], 0.7, t->sees_all[seat],
                             t->search_seconds[seat], &t->rng[seat], out);
    if (r < 0) return snprintf(err, (size_t)errlen, "ismcts: the search failed"), -1;
    if (r == 1) *out = luno_random_bot(g, &t->rng[seat]); /* (an effect's question) */
  } else {
    *out = luno_random_bot(g, &t->rng[seat]);
  }
  maybe_forget(t, seat, out);
  return 0;
}

/* luno_table_bot_action for the seat deciding: a random bot's move (the sim's every turn)
 * first. */
static inline int bot_action(luno_table *t, luno_game *g, int seat, luno_action *out, char *err,
                             int errlen) {
  if (t->searching || t->seats[seat] != LUNO_SEAT_RANDOM)
    return other_bot_action(t, g, seat, out, err, errlen);
  *out = luno_random_bot(g, &t->rng[seat]);
  maybe_forget(t, seat, out);
  return 0;
}

/* The decider luno_table_decide_here sets: a random bot's seat answers an effect's question
 * where it is asked, as bot_action would. */
static int decide_here(void *ud, const luno_game *g, luno_action *out) {
  luno_table *t = ud;
  int seat = luno_pending_of(g)->seat;
  if (t->seats[seat] != LUNO_SEAT_RANDOM) return 0;
  *out = luno_random_bot(g, &t->rng[seat]);
  maybe_forget(t, seat, out);
  return 1;
}

void luno_table_decide_here(luno_table *t, luno_game *g) {
  uint16_t seats = 0;
  for (int s = 0; s < t->setup.players; s++)
    if (t->seats[s] == LUNO_SEAT_RANDOM) seats |= (uint16_t)(1u << s);
  luno_set_decider(g, decide_here, t, seats);
}

int luno_table_bot_action(luno_table *t, luno_game *g, luno_action *out, char *err, int errlen) {
  return bot_action(t, g, luno_pending_of(g)->seat, out, err, errlen);
}

/* luno_table_bot_reaction over the pending decision p. */
static int bot_reaction(luno_table *t, luno_game *g, const luno_pending *p, luno_action *out) {
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (t->seats[r->seat] != LUNO_SEAT_RANDOM || luno_rng_below(&t->rng[r->seat], 2)) continue;
    int held;
    luno_pile(g, LUNO_HAND(r->seat), &held);
    uint8_t call = held == luno_calls_at(g) + 1 ? LUNO_CALL : 0;
    if (r->card >= 0)
      *out = (luno_action){.type = LUNO_ACT_USE, .seat = r->seat, .flags = call, .value = r->card};
    else
      *out =
          (luno_action){.type = LUNO_ACT_REACT, .seat = r->seat, .flags = call, .value = r->window};
    maybe_forget(t, r->seat, out);
    return 1;
  }
  return 0;
}

int luno_table_bot_reaction(luno_table *t, luno_game *g, luno_action *out) {
  return bot_reaction(t, g, luno_pending_of(g), out);
}

/* Seconds on a monotonic clock. */
double luno_clock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Whether limit turns were played and the next turn's first decision is pending. */
int luno_table_turns_spent(const luno_game *g, long limit) {
  const luno_pending *p = luno_pending_of(g);
  if (luno_stats_of(g)->turns < limit) return 0;
  return (p->kind == LUNO_ASK_TURN && luno_state_of(g)->drawn < 0) || p->kind == LUNO_ASK_TEXT;
}

/* luno_table_bot_move, inline in luno_table_play's loop (the sim's every decision). */
static inline int bot_move(luno_table *t, luno_game *g, luno_action *out, int *reaction, char *err,
                           int errlen) {
  const luno_pending *p = luno_pending_of(g); /* looked up once, for both */
  *reaction = p->nreactions > 0 && bot_reaction(t, g, p, out);
  if (*reaction) return 0; /* a bot reacts out of turn; the decision is asked again after */
  return bot_action(t, g, p->seat, out, err, errlen);
}

int luno_table_bot_move(luno_table *t, luno_game *g, luno_action *out, int *reaction, char *err,
                        int errlen) {
  const luno_pending *p = luno_pending_of(g);
  *reaction = 0;
  if (p->kind == LUNO_ASK_NONE) return 0;
  if (t->seats[p->seat] == LUNO_SEAT_HUMAN) /* a person decides: only bots' reactions */
    return *reaction = p->nreactions > 0 && bot_reaction(t, g, p, out);
  return bot_move(t, g, out, reaction, err, errlen) < 0 ? -1 : 1;
}

/* luno_table_play's step: picks an action with the hooks' chooser or the table's bots. */
static luno_match_end choose_move(luno_table *t, luno_game *g, const luno_match_hooks *hk,
                                  luno_action *a, int *reaction, char *msg, int msglen) {
  *reaction = 0;
  int r = hk && hk->choose ? hk->choose(hk->ud, g, a, msg, msglen)
                           : bot_move(t, g, a, reaction, msg, msglen);
  return r < 0 ? LUNO_MATCH_BOT_ERROR : LUNO_MATCH_OVER;
}

/* luno_table_play's loop. */
static luno_match_end play_match(luno_table *t, luno_game *g, const luno_match_hooks *hk, char *msg,
                                 int msglen) {
  static const char over[] = "the match is over"; /* (snprintf cost a game's worth of a turn) */
  if (msglen > 0) {
    size_t n = (size_t)msglen < sizeof over ? (size_t)msglen - 1 : sizeof over - 1;
    memcpy(msg, over, n);
    msg[n] = '\0';
  }
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    const char *why = hk && hk->stop ? hk->stop(hk->ud, g) : NULL;
    if (why) return snprintf(msg, (size_t)msglen, "%s", why), LUNO_MATCH_STOPPED;
    luno_action a;
    int reaction;
    if (choose_move(t, g, hk, &a, &reaction, msg, msglen) != LUNO_MATCH_OVER)
      return LUNO_MATCH_BOT_ERROR;
    luno_status st = luno_apply(g, a);
    if (st != LUNO_OK) {
      snprintf(msg, (size_t)msglen, "%s", luno_error(g));
      return st == LUNO_EILLEGAL ? LUNO_MATCH_REFUSED : LUNO_MATCH_SCRIPT_ERROR;
    }
    if (hk && hk->check &&
        (luno_check(g, msg, msglen) < 0 || luno_host_invariants(t->host, g, msg, msglen) < 0))
      return LUNO_MATCH_INVARIANT;
    if (hk && hk->acted) hk->acted(hk->ud, g, &a, reaction);
  }
  return LUNO_MATCH_OVER;
}

luno_match_end luno_table_play(luno_table *t, luno_game *g, const luno_match_hooks *hk, char *msg,
                               int msglen) {
  /* The table's bots play: questions too, where asked (unless every action is checked) */
  if (!(hk && (hk->choose || hk->check))) luno_table_decide_here(t, g);
  luno_match_end end = play_match(t, g, hk, msg, msglen);
  luno_set_decider(g, NULL, NULL, 0);
  return end;
}

const char *luno_match_end_words(luno_match_end e) {
  static const char *const words[] = {"over",           "stopped",      "bot error",
                                      "refused action", "script error", "invariant"};
  return e >= LUNO_MATCH_OVER && e <= LUNO_MATCH_INVARIANT ? words[e] : "?";
}
