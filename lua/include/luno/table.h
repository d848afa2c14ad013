/* table.h: a table ready to play: a Lua host with the rulesets loaded, the core setup, and
 * who sits in each seat (people, the random bot, Lua bots), made from one luno_config. The
 * program (sim, check, tournament, the REPL) and embedders open tables through here. */
#ifndef LUNO_TABLE_H
#define LUNO_TABLE_H

#include <luno/host.h>
#include <luno/luno_host.h>
#include <luno/paths.h>

enum { LUNO_MAX_SETS = 64 };

/* The structs a program fills or holds (luno_config, luno_table; the core's luno_setup)
 * begin with their size as the program was built with them, set by their init or open,
 * which are inline functions here so that sizeof is the program's: a libluno built later
 * reads a luno_config or luno_setup of fewer bytes (fields are only ever appended) with
 * the fields past them at their defaults, and refuses in one line one it cannot read (a
 * size of 0: not made by its init; larger than it knows: a newer header). A luno_table's
 * layout is the library's: one of another size is refused when it opens. */
typedef struct luno_config {
  size_t size; /* sizeof (luno_config) as the program was built: luno_config_init sets it */
  char rules[512];
  int players;
  uint64_t seed;
  int has_seed; /* 0: none yet (luno_config_draw_seed draws one: 2); 1: given (--seed) */
  int nsets;
  char sets[LUNO_MAX_SETS][2][128];
  char bots[512];
  long long instructions, memory_mb; /* script budgets; 0 keeps the host's defaults */
  char path[512];                    /* another rulesets folder, searched first */
  uint64_t bot_seed;                 /* the Lua bots' own seed (--bot-seed), if has_bot_seed */
  int has_bot_seed;                  /* 0: luno_table_open draws one from the system */
  double forget_uno;                 /* how often bots forget to call UNO; < 0: the default */
} luno_config;

/* One shared option as people type it: "--seed", its value's name, a line of help. */
typedef struct luno_config_option {
  const char *name, *value, *help;
} luno_config_option;

typedef enum { LUNO_SEAT_RANDOM, LUNO_SEAT_HUMAN, LUNO_SEAT_LUA, LUNO_SEAT_ISMCTS } luno_seat_kind;

typedef struct luno_table {
  size_t size; /* sizeof (luno_table) as the program was built: luno_table_open sets it */
  luno_host *host;
  luno_setup setup;
  luno_seat_kind seats[LUNO_MAX_SEATS];
  int lua_bot[LUNO_MAX_SEATS];
  int iterations[LUNO_MAX_SEATS];        /* an `ismcts:N` seat's iterations a decision */
  int sees_all[LUNO_MAX_SEATS];          /* an `ismcts-open` seat: it sees every hand */
  double search_seconds[LUNO_MAX_SEATS]; /* an `ismcts` seat's CPU time a decision; 0: none */
  int searching;                         /* a search bot sits here: every turn is marked for it */
  luno_rng rng[LUNO_MAX_SEATS];
  char bot_names[LUNO_MAX_SEATS][64];
  uint64_t bot_seed; /* the Lua bots' seed in use: apart from every game seed; print it */
  double forget_uno; /* how often a bot's UNO call is dropped, so people have catches */
} luno_table;

/* Bots forget UNO this often in play (people need catches); batch commands default to 0,
 * so their figures match the rules as written. */
#define LUNO_FORGET_UNO_PLAY 0.2

/* Defaults: official rules, 4 players, no seed yet, every seat random, forget_uno unset;
 * c->size = size (luno_config_init gives the program's own sizeof). */
LUNO_API void luno_config_init_sized(luno_config *c, size_t size);
static inline void luno_config_init(luno_config *c) { luno_config_init_sized(c, sizeof *c); }
/* c as this libluno reads it, into full: c's first c->size bytes, the rest at their
 * defaults; -1 with err for a config not made by luno_config_init or from a newer header.
 * Every function here that takes a luno_config reads it so. */
LUNO_API int luno_config_read(const luno_config *c, luno_config *full, char *err, int errlen);
/* Unless a seed was given (--seed), draws one from the system's entropy: a bot or a client
 * must not be able to guess the deal (a small seed is found by trying seeds against a dealt
 * hand). Every command calls it once its flags are read, and prints the seed. */
LUNO_API void luno_config_draw_seed(luno_config *c);
/* A seed from the system's entropy (/dev/urandom). */
LUNO_API uint64_t luno_fresh_seed(void);
/* The shared options (--rules, --players, --seed, --set, --bots, --budget, --memory,
 * --path), in order; NULL past the last. */
LUNO_API const luno_config_option *luno_config_option_at(int i);
/* If argv[*i] is a shared flag, consumes it (and its value: the next word, or what follows
 * '=' in "--seed=7") and returns 1; 0 if it is not one of them; -1 with a message in err
 * when its value is missing or wrong. */
LUNO_API int luno_config_flag(luno_config *c, int argc, char **argv, int *i, char *err, int errlen);

/* The one host set-up: a host with the search path (c->path if set, then the shipped
 * rulesets), c's budgets, c->rules loaded (none if "") and c->sets applied; NULL with err. */
LUNO_API luno_host *luno_host_open(const luno_config *c, char *err, int errlen);

/* Loads the rulesets, applies the options, builds the setup and seats the bots (size: the
 * program's sizeof (luno_table), which luno_table_open passes; another is refused). On
 * failure t holds no host, and luno_table_close(t) is harmless. */
LUNO_API int luno_table_open_sized(luno_table *t, size_t size, const luno_config *c,
                                   const char *default_bots, char *err, int errlen);
static inline int luno_table_open(luno_table *t, const luno_config *c, const char *default_bots,
                                  char *err, int errlen) {
  return luno_table_open_sized(t, sizeof *t, c, default_bots, err, errlen);
}
LUNO_API void luno_table_close(luno_table *t);
/* Opens t as a fork of from, opened with c and default_bots: a host of its own running
 * the script texts from's began with, the same seats and bots,
 * the bots' generators where from's are. Replay the game into it with luno_replay_of. */
LUNO_API int luno_table_fork_sized(luno_table *t, size_t size, const luno_table *from,
                                   const luno_config *c, const char *default_bots, char *err,
                                   int errlen);
static inline int luno_table_fork(luno_table *t, const luno_table *from, const luno_config *c,
                                  const char *default_bots, char *err, int errlen) {
  return luno_table_fork_sized(t, sizeof *t, from, c, default_bots, err, errlen);
}
/* Reseeds for a new game: the game's seed and the own generator of each bot seated now
 * (seats 0 .. setup.players - 1): after changing setup.players, reseed before playing. */
LUNO_API void luno_table_reseed(luno_table *t, uint64_t seed);
/* Whether game g, played at another table of the same config, plays again the same in t (a
 * table of its own: another Lua state, another history of games and garbage): a new game
 * of g's setup in t's host, given g's actions (luno_replay_of), must end at g's luno_digest,
 * the scripts' state included. t is opened with config c at its first use (t zeroed until
 * then; close it after). 0 when it does; else -1, with where it differed in err. What
 * `luno sim --check` and `luno check` run on a sample of their games. */
LUNO_API int luno_table_replays(luno_table *t, const luno_config *c, const luno_game *g, char *err,
                                int errlen);
/* The pending decision's answer from the bot in that seat; -1 with err on a bot error. */
LUNO_API int luno_table_bot_action(luno_table *t, luno_game *g, luno_action *out, char *err,
                                   int errlen);
/* Offers the open reactions to the bots that may take them. A random bot takes each with
 * probability 1/2 (as it declines optional choices), calling UNO with it when it holds two
 * cards (a reaction that plays a card may leave one); Lua bots never react yet. Returns 1 with the
 * reaction in out if one is taken, else 0. */
LUNO_API int luno_table_bot_reaction(luno_table *t, luno_game *g, luno_action *out);
/* The next bot move, the one bot loop's step (every surface's: sessions, the Python
 * environment, tournaments): an open reaction a random bot takes (*reaction = 1), else the
 * pending decision's answer from the bot in that seat. 1 with the move in out; 0 when
 * there is none (a person decides and no bot reacts, or the match is over); -1 with err on
 * a bot error. */
LUNO_API int luno_table_bot_move(luno_table *t, luno_game *g, luno_action *out, int *reaction,
                                 char *err, int errlen);

/* Lets the random bots seated at t answer the questions effects ask them in g where they
 * are asked (luno_set_decider): the same answers as luno_table_bot_action's, logged alike, with
 * no round trip through the driver; when every seat is a random bot, effects run without
 * a coroutine. luno_table_play does it when no hooks->choose picks the moves (and hooks->check
 * is off); a driver loop of its own (the bench) calls it once per game object, and then
 * reseeds the table before the game (luno_table_reseed, then luno_reseed): a first card's
 * question is answered while the game starts. */
LUNO_API void luno_table_decide_here(luno_table *t, luno_game *g);

/* How a match played by luno_table_play ended. */
typedef enum {
  LUNO_MATCH_OVER,         /* the match is over */
  LUNO_MATCH_STOPPED,      /* the stop hook said why */
  LUNO_MATCH_BOT_ERROR,    /* a bot failed to answer */
  LUNO_MATCH_REFUSED,      /* the core refused a bot's action */
  LUNO_MATCH_SCRIPT_ERROR, /* a script failed (the game was rolled back) */
  LUNO_MATCH_INVARIANT     /* the invariant checker failed */
} luno_match_end;

/* What luno_table_play asks of its caller; every field may be 0 or NULL. */
typedef struct luno_match_hooks {
  int check; /* run the invariant checker after every action */
  /* picks each action instead of the table's bots; -1 with err when it cannot */
  int (*choose)(void *ud, luno_game *g, luno_action *out, char *err, int errlen);
  /* asked before each action: a reason to stop now (a turn or time budget, stuck), or NULL */
  const char *(*stop)(void *ud, const luno_game *g);
  /* told after each applied action; reaction: a bot took an open reaction */
  void (*acted)(void *ud, const luno_game *g, const luno_action *a, int reaction);
  void *ud;
} luno_match_hooks;

/* The one bot-driven match loop (sim, check, the tournament, tests): until the match is
 * over, the bots (or hooks->choose) answer what is pending and each answer is applied
 * (without hooks->choose, the bots answer effects' questions where they are asked:
 * luno_table_decide_here, unless hooks->check asks for the invariant checker after every
 * action; hooks->stop and acted then see the actions the driver applies).
 * Stops at the end, at the first failure, or when hooks->stop says so; msg says why. */
LUNO_API luno_match_end luno_table_play(luno_table *t, luno_game *g, const luno_match_hooks *hooks,
                                        char *msg, int msglen);
/* "over", "stopped", "bot error", "refused action", "script error", "invariant". */
LUNO_API const char *luno_match_end_words(luno_match_end e);

/* Seconds on a monotonic clock, for wall-time budgets. */
LUNO_API double luno_clock(void);
/* Whether a match with a turn budget of limit must stop now: limit turns were played and
 * the next turn's first decision (or its question) is pending. */
LUNO_API int luno_table_turns_spent(const luno_game *g, long limit);

#endif
