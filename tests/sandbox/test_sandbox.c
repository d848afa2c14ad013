/* test_sandbox.c: hostile scripts (tests/sandbox/scripts/) must fail cleanly. Each case is
 * a card or rule file loaded on top of `official`, or a Lua bot. A load-time attack must
 * make luno_host_load fail with exactly the expected message; a play-time attack must make the
 * luno_apply that triggers it return LUNO_ESCRIPT with exactly the expected message, the
 * game restored (same luno_hash, luno_check sound) and a traceback kept, both when the
 * driver answers every question and when bots answer them where asked (effects then run
 * without a coroutine); a bot attack must
 * make luno_host_bot_decide fail with the expected message and leave the game untouched.
 * Budgets are lowered (1,000,000 instructions, 64 MiB) so the attacks end fast. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <luno/luno_host.h>
#include <luno/table.h>

enum { INSTRUCTIONS = 1000000, MEMORY_MB = 64, SEEDS = 80, STEPS = 400 };

typedef enum { LOAD, PLAY, BOT } mode;

typedef struct hostile {
  const char *file;
  mode mode;
  const char *expect; /* the exact error; "%d" stands for the option count (bot_range) */
} hostile;

/* Deadline cases whose failing action must end within the deadline (3000 ms) and a slice:
 * loops of single slow C calls, which the instruction hook alone reads too rarely. */
static const char *const timed[] = {"slow_scans.lua", "slow_compare.lua", "slow_concat.lua", NULL};
enum { TIMED_WITHIN_MS = 4500 };

/* Whether the case's failing action is timed (see timed). */
static int is_timed(const char *file) {
  for (int i = 0; timed[i]; i++)
    if (!strcmp(timed[i], file)) return 1;
  return 0;
}

#define BUDGET "instruction budget of 1000000 exceeded"
#define MEMORY "memory budget of 64 MiB exceeded"
static const hostile cases[] = {
    {"bytecode.lua", PLAY, "bytecode.lua:4: attempt to load a binary chunk (mode is 't')"},
    {"dump.lua", PLAY, "dump.lua:4: attempt to call a nil value (field 'dump')"},
    {"io_open.lua", PLAY, "io_open.lua:4: unknown global 'io'"},
    {"os_execute.lua", PLAY, "os_execute.lua:4: unknown global 'os'"},
    {"require_os.lua", LOAD,
     "require_os.lua:2: require: no module 'os' in the ruleset search path"},
    {"require_path.lua", LOAD,
     "require_path.lua:2: require: '../../../etc/passwd' is not a module name"},
    {"debug_getinfo.lua", PLAY, "debug_getinfo.lua:4: unknown global 'debug'"},
    {"string_rep.lua", PLAY, "string_rep.lua:4: " MEMORY},
    {"string_rep_method.lua", PLAY, "string_rep_method.lua:4: " MEMORY},
    {"memory_bomb.lua", PLAY, "memory_bomb.lua:6: " MEMORY},
    {"hoard_then_fail.lua", PLAY, "hoard_then_fail.lua:9: " MEMORY},
    {"pcall_loop.lua", PLAY, "pcall_loop.lua:5: " BUDGET},
    {"xpcall_loop.lua", PLAY, "xpcall_loop.lua:4: " BUDGET},
    {"card_pairs.lua", LOAD, "card_pairs.lua:3: " BUDGET},
    {"random_at_load.lua", LOAD,
     "random_at_load.lua:2: no game is running: while scripts load, only declarations run "
     "(read, draw or change the table from a hook or a card's function)"},
    {"random_interval.lua", PLAY, "random_interval.lua:12: math.random: bad interval"},
    {"random_question.lua", PLAY,
     "random_question.lua:4: math.random in a question (can_play, legal) would draw from the "
     "game's generator, and a question may not change the game: draw in an effect "
     "(turn_start, a card's on_play) and keep the value in g.vars"},
    {"tostring_loop.lua", PLAY, "tostring_loop.lua:4: " BUDGET},
    {"recursion.lua", PLAY, "recursion.lua:4: stack overflow"},
    {"coroutine_loop.lua", PLAY, "coroutine_loop.lua:5: " BUDGET},
    {"coroutine_wrap.lua", PLAY, "coroutine_wrap.lua:6: " BUDGET},
    {"string_metatable.lua", LOAD,
     "string_metatable.lua:2: getmetatable: the string metatable is not available to scripts"},
    {"replace_api.lua", PLAY,
     "replace_api.lua:4: g is read-only: use g.vars.draw for script state"},
    {"rawset_g.lua", PLAY, "rawset_g.lua:4: rawset: host objects are read-only"},
    {"setmetatable_g.lua", PLAY,
     "setmetatable_g.lua:4: setmetatable: cannot change a protected metatable"},
    {"pairs_table_keys.lua", PLAY,
     "pairs_table_keys.lua:6: pairs: this table has a key that is a table, whose order follows "
     "memory addresses, which a replay does not keep: key it by a number or a string"},
    {"next_table_keys.lua", PLAY,
     "next_table_keys.lua:5: next: this table has a key that is a function, whose order follows "
     "memory addresses, which a replay does not keep: key it by a number or a string"},
    {"weak_direct.lua", PLAY,
     "weak_direct.lua:5: setmetatable: weak tables (__mode) are not available to scripts: the colle"
     "ctor clears them at moments a replay does not repeat, so the game would drift"},
    {"weak_later.lua", PLAY,
     "weak_later.lua:7: a metatable: weak tables (__mode) are not available to scripts: the colle"
     "ctor clears them at moments a replay does not repeat, so the game would drift"},
    {"weak_rawset.lua", PLAY,
     "weak_rawset.lua:6: rawset: weak tables (__mode) are not available to scripts: the colle"
     "ctor clears them at moments a replay does not repeat, so the game would drift"},
    {"weak_unsealed.lua", PLAY,
     "weak_unsealed.lua:8: setmetatable: this table is another's metatable: it keeps none of its "
     "own"},
    {"weak_self.lua", PLAY, "weak_self.lua:5: setmetatable: a table may not be its own metatable"},
    {"weak_chain.lua", PLAY,
     "weak_chain.lua:7: setmetatable: a metatable may not have a metatable of its own (copy the "
     "fields it would inherit into it)"},
    {"gc_finalizer.lua", LOAD,
     "gc_finalizer.lua:2: setmetatable: __gc metamethods are not available to scripts"},
    {"can_play_draws.lua", PLAY,
     "can_play_draws.lua:4: a question (can_play, legal) may not change the game"},
    {"ask_in_coroutine.lua", PLAY,
     "ask_in_coroutine.lua:6: ask_in_coroutine.lua:5: choices can only be asked from an effect"},
    {"ask_in_question.lua", PLAY,
     "ask_in_question.lua:4: choices can only be asked from an effect"},
    {"yield_plain.lua", PLAY,
     "yield_plain.lua:4: an effect yielded without asking a choice (use g:choose_* to ask)"},
    {"pattern.lua", PLAY,
     "pattern.lua:5: string.find: this pattern could take too long on a string of 100000 bytes"},
    {"pattern_optional.lua", PLAY,
     "pattern_optional.lua:5: string.match: this pattern could take too long on a string of 30 "
     "bytes"},
    {"table_move.lua", PLAY, "table_move.lua:4: table.move: too many elements to move"},
    {"sort_strings.lua", PLAY,
     "sort_strings.lua:6: table.sort: sorting 100000 strings of up to 1048576 bytes could take "
     "too long"},
    {"table_insert.lua", PLAY,
     "table_insert.lua:5: table.insert: a length of 1125899906842624 is too large"},
    {"close_loop.lua", PLAY, "close_loop.lua:4: " BUDGET},
    {"reveal_endless.lua", PLAY, "reveal_endless.lua:4: reveal: a list of more than 112 cards"},
    {"turn_endless.lua", PLAY, "turn_endless.lua:5: turn_cards: a list of more than 112 cards"},
    {"runtime_error.lua", PLAY, "runtime_error.lua:7: attempt to index a nil value (local 't')"},
    {"bad_choice.lua", PLAY, "bad_choice.lua:4: choose_seat: expected a seat from 0 to %d, got 42"},
    {"load_env.lua", PLAY, "load_env.lua:8: nothing leaked"},
    {"chunk_name.lua", LOAD,
     "(load) ../outside/x.lua:1: require: no module 'secret' in the ruleset search path"},
    {"forged_location.lua", PLAY,
     "forged_location.lua:4: rulesets/official/skip.lua:17: the skip card is broken"},
    {"frozen_base.lua", PLAY,
     "frozen_base.lua:5: string is read-only: scripts cannot change the libraries"},
    {"global_leak.lua", PLAY, "global_leak.lua:6: unknown global 'undefined_name'"},
    {"card_table.lua", LOAD, "card_table.lua:4: card hostile is read-only once declared"},
    {"rule_table.lua", PLAY, "rule_table.lua:7: rule_table: nothing changed"},
    {"late_card.lua", PLAY,
     "late_card.lua:5: card{...}: declarations belong at a ruleset file's top level, not in a "
     "game"},
    {"handler_loop.lua", PLAY, "handler_loop.lua:4: " BUDGET},
    {"slow_compare.lua", PLAY, "slow_compare.lua:6: time budget of 3000 ms exceeded"},
    {"slow_scans.lua", PLAY, "slow_scans.lua:6: time budget of 3000 ms exceeded"},
    {"slow_concat.lua", PLAY, "slow_concat.lua:6: time budget of 3000 ms exceeded"},
    {"print_flood.lua", PLAY,
     "print_flood.lua:6: print: more than 256 KB printed in one call (a loop printing?)"},
    {"close_chain.lua", PLAY,
     "close_chain.lua:17: close_chain.lua:11: coroutine.close: not available inside a __close "
     "handler"},
    {"close_in_close.lua", PLAY,
     "close_in_close.lua:7: coroutine.close: not available inside a __close handler"},
    {"empty_discard.lua", PLAY,
     "a script left the discard pile empty (its top leaves only when a card takes its place: "
     "g:to_discard) at empty_discard.lua:4"},
    {"close_on_undo.lua", PLAY, "close_on_undo.lua:8: the color was chosen"},
    {"which_thread.lua", PLAY, "which_thread.lua:6: yieldable false, main true"},
    {"option_table.lua", LOAD,
     "option_table.lua:4: option(default, help [, choices]): the default is a boolean, a number "
     "or a string, not a table"},
    {"bot_loop.lua", BOT, "bot_loop.lua:3: " BUDGET},
    {"bot_range.lua", BOT, "bot_range.lua: bot answered 999; expected an option from 1 to %d"},
    {"bot_memory.lua", BOT, "bot_memory.lua:4: " MEMORY},
    {"bot_randomseed.lua", BOT,
     "bot_randomseed.lua:3: math.randomseed: not available: each bot seat's generator is "
     "seeded by the host (--bot-seed), so a game replays; math.random draws from it"},
};

static int failures;

/* Reports a failed expectation of case `name`. */
static void fail(const char *name, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "FAIL %s: ", name);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  failures++;
}

/* A host with the lowered budgets and rulesets loaded; NULL (err set) if loading fails. */
static luno_host *open_host(const char *rules, char *err, int errlen) {
  luno_config c;
  luno_config_init(&c);
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  c.instructions = INSTRUCTIONS;
  c.memory_mb = MEMORY_MB;
  return luno_host_open(&c, err, errlen);
}

/* Formats an expectation that holds a "%d" with n. */
static void expected(const char *pattern, int n, char *out, size_t len) {
  if (strstr(pattern, "%d"))
    snprintf(out, len, pattern, n);
  else
    snprintf(out, len, "%s", pattern);
}

/* The option that plays a card of the type named "hostile", or the random bot's pick. */
static luno_action pick(const luno_game *g, luno_rng *rng) {
  const luno_pending *p = luno_pending_of(g);
  const luno_setup *s = luno_setup_of(g);
  for (int i = 0; i < p->count; i++) {
    const luno_action *o = &p->options[i];
    if (o->type == LUNO_ACT_PLAY &&
        !strcmp(s->types[luno_card_at(g, o->value)->type].name, "hostile"))
      return *o;
  }
  return luno_random_bot(g, rng);
}

/* Milliseconds on a monotonic clock. */
static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* Checks a failed apply: the message, the restored game, the traceback. */
static void check_rollback(const hostile *c, luno_host *h, luno_game *g, uint64_t before) {
  char want[512], msg[256];
  expected(c->expect, luno_state_of(g)->players - 1, want, sizeof want);
  if (strcmp(luno_error(g), want))
    fail(c->file, "error\n  got  '%s'\n  want '%s'", luno_error(g), want);
  if (luno_hash(g) != before) fail(c->file, "the game changed (hash)");
  if (luno_check(g, msg, sizeof msg) < 0) fail(c->file, "invariant after rollback: %s", msg);
  int located = !strncmp(c->expect, c->file, strlen(c->file)); /* (else the core found it) */
  if (located && !luno_host_traceback(h)[0]) fail(c->file, "no traceback");
  if (luno_pending_of(g)->count < 1) fail(c->file, "no decision after rollback");
}

/* A decider for every seat: the random bot answers questions where they are asked, so
 * effects run without a coroutine (luno_answers_at_once). */
static int decide(void *ud, const luno_game *g, luno_action *out) {
  *out = luno_random_bot(g, ud);
  return 1;
}

/* Plays games until the hostile script fails an action; returns 1 once checked. here: with
 * the decider (effects run as plain protected calls), else the driver answers all. */
static int play_until_failure(const hostile *c, luno_host *h, luno_setup *setup, int here) {
  for (int seed = 1; seed <= SEEDS; seed++) {
    setup->seed = (uint64_t)seed;
    setup->players = 2 + seed % 3;
    luno_game *g = luno_new(setup, luno_host_rules(h), NULL, 0);
    if (!g) continue; /* the attack ran while dealing: try a table where it waits in a hand */
    luno_rng rng, answers;
    luno_seed(&rng, (uint64_t)seed);
    luno_seed(&answers, (uint64_t)seed + 1000);
    if (here) luno_set_decider(g, decide, &answers, 0xffff);
    for (int step = 0; step < STEPS && luno_pending_of(g)->kind != LUNO_ASK_NONE; step++) {
      uint64_t before = luno_hash(g);
      double start = now_ms();
      luno_status st = luno_apply(g, pick(g, &rng));
      if (st == LUNO_OK) continue;
      if (is_timed(c->file) && now_ms() - start > TIMED_WITHIN_MS)
        fail(c->file, "the action took %.0f ms: the deadline was not met within a slice",
             now_ms() - start);
      if (st == LUNO_ESCRIPT)
        check_rollback(c, h, g, before);
      else
        fail(c->file, "luno_apply returned %d: %s", st, luno_error(g));
      luno_free(g);
      return 1;
    }
    luno_free(g);
  }
  return 0;
}

/* A play-time case: the attack must fail an action and be rolled back, alike whether the
 * driver answers every question or bots answer where asked (no coroutine). */
static void run_play(const hostile *c) {
  char err[512], rules[256];
  snprintf(rules, sizeof rules, "official,%s", c->file);
  for (int here = 0; here <= 1; here++) {
    luno_host *h = open_host(rules, err, sizeof err);
    if (!h) return fail(c->file, "does not load: %s", err);
    luno_setup setup;
    if (luno_host_build(h, 2, 1, &setup, err, sizeof err) < 0)
      fail(c->file, "does not build: %s", err);
    else if (!play_until_failure(c, h, &setup, here))
      fail(c->file, "the attack never ran%s", here ? " (bots deciding where asked)" : "");
    luno_host_free(h);
  }
}

/* A load-time case: luno_host_load must fail with the message. */
static void run_load(const hostile *c) {
  char err[512], rules[256];
  snprintf(rules, sizeof rules, "official,%s", c->file);
  luno_host *h = open_host(rules, err, sizeof err);
  if (h) {
    fail(c->file, "loaded without an error");
    luno_host_free(h);
  } else if (strcmp(err, c->expect))
    fail(c->file, "error\n  got  '%s'\n  want '%s'", err, c->expect);
}

/* A bot case: the bot's first decision must fail with the message, the game untouched. */
static void run_bot(const hostile *c) {
  char err[512], want[512];
  luno_host *h = open_host("official", err, sizeof err);
  luno_setup setup;
  if (!h || luno_host_build(h, 3, 7, &setup, err, sizeof err) < 0)
    return fail(c->file, "setup: %s", err);
  int bot = luno_host_bot_load(h, c->file, err, sizeof err);
  luno_game *g = bot < 0 ? NULL : luno_new(&setup, luno_host_rules(h), err, sizeof err);
  if (!g)
    fail(c->file, "bot or game: %s", err);
  else {
    uint64_t before = luno_hash(g);
    luno_action a;
    expected(c->expect, luno_pending_of(g)->count, want, sizeof want);
    if (luno_host_bot_decide(h, bot, g, &a, err, sizeof err) == 0)
      fail(c->file, "the bot answered");
    else if (strcmp(err, want))
      fail(c->file, "error\n  got  '%s'\n  want '%s'", err, want);
    if (luno_hash(g) != before) fail(c->file, "the game changed");
    /* the host still works: the next bot call runs */
    if (luno_host_bot_decide(h, bot, g, &a, err, sizeof err) == 0 || strcmp(err, want))
      fail(c->file, "second call: '%s'", err);
  }
  luno_free(g);
  luno_host_free(h);
}

/* Checks the spy's list of card ids ("...seen:1,2,3") against what seat knows. */
static int check_seen(const luno_game *g, int seat, const char *err) {
  const char *p = strstr(err, "seen:");
  if (!p) return fail("spy.lua", "%s", err), -1;
  for (p += 5; *p;) {
    char *end;
    long id = strtol(p, &end, 10);
    if (end == p) break;
    if (id < 0 || id >= luno_state_of(g)->ncards ||
        !((luno_card_at(g, (int)id)->known >> seat) & 1))
      return fail("spy.lua", "seat %d was shown card %ld, which it does not know", seat, id), -1;
    p = *end == ',' ? end + 1 : end;
  }
  return 0;
}

/* Counts the options of a card decision that seat does not know. */
static int hidden_options(const luno_game *g) {
  const luno_pending *p = luno_pending_of(g);
  int n = 0;
  for (int i = 0; p->kind == LUNO_ASK_CARD && i < p->count; i++)
    if (p->options[i].type == LUNO_ACT_CHOOSE &&
        !((luno_card_at(g, p->options[i].value)->known >> p->seat) & 1))
      n++;
  return n;
}

/* Plays one game where seat 0's spy is asked every decision it has (and then the random
 * bot answers); returns the hidden card options the spy was offered. */
static int spy_game(luno_host *h, int bot, luno_setup *setup, int seed) {
  char err[512];
  setup->seed = (uint64_t)seed;
  luno_game *g = luno_new(setup, luno_host_rules(h), err, sizeof err);
  if (!g) return fail("spy.lua", "game: %s", err), 0;
  luno_rng rng;
  luno_seed(&rng, (uint64_t)seed);
  int hidden = 0;
  for (int step = 0; step < STEPS && luno_pending_of(g)->kind != LUNO_ASK_NONE; step++) {
    luno_action a;
    if (luno_pending_of(g)->seat == 0) {
      hidden += hidden_options(g);
      if (luno_host_bot_decide(h, bot, g, &a, err, sizeof err) == 0)
        fail("spy.lua", "answered");
      else if (check_seen(g, 0, err) < 0)
        break;
    }
    if (luno_apply(g, luno_random_bot(g, &rng)) != LUNO_OK) {
      fail("spy.lua", "apply: %s", luno_error(g));
      break;
    }
  }
  luno_free(g);
  return hidden;
}

/* The spy bot, at a table with blind picks: it must see only cards its seat knows. */
static void run_spy(void) {
  char err[512];
  luno_host *h = open_host("official,blind_pick.lua", err, sizeof err);
  luno_setup setup;
  if (!h || luno_host_build(h, 3, 1, &setup, err, sizeof err) < 0)
    return fail("spy.lua", "setup: %s", err);
  int bot = luno_host_bot_load(h, "spy.lua", err, sizeof err), hidden = 0, before = failures;
  if (bot < 0) fail("spy.lua", "load: %s", err);
  for (int seed = 1; bot >= 0 && seed <= 12 && failures == before; seed++)
    hidden += spy_game(h, bot, &setup, seed);
  if (bot >= 0 && hidden == 0) fail("spy.lua", "never offered a card it does not know");
  luno_host_free(h);
}

/* A choice answered with something not offered is refused and changes nothing. */
static void run_out_of_range(void) {
  char err[512];
  luno_host *h = open_host("official", err, sizeof err);
  luno_setup setup;
  if (!h || luno_host_build(h, 2, 1, &setup, err, sizeof err) < 0)
    return fail("out of range", "setup: %s", err);
  int tried = 0;
  for (int seed = 1; seed <= SEEDS && tried < 3; seed++) {
    setup.seed = (uint64_t)seed;
    luno_game *g = luno_new(&setup, luno_host_rules(h), err, sizeof err);
    luno_rng rng;
    luno_seed(&rng, (uint64_t)seed);
    for (int step = 0; g && step < STEPS && luno_pending_of(g)->kind != LUNO_ASK_NONE; step++) {
      const luno_pending *p = luno_pending_of(g);
      uint64_t before = luno_hash(g);
      luno_action bad[] = {{.type = LUNO_ACT_CHOOSE, .seat = (int8_t)p->seat, .value = 99},
                           {.type = LUNO_ACT_CHOOSE, .seat = (int8_t)p->seat, .value = -1},
                           {.type = LUNO_ACT_PLAY, .seat = (int8_t)p->seat, .value = 5000},
                           {.type = 200, .seat = (int8_t)p->seat},
                           {.type = LUNO_ACT_CHOOSE, .seat = (int8_t)((p->seat + 1) % 2)}};
      for (size_t i = 0; p->kind == LUNO_ASK_COLOR && i < sizeof bad / sizeof *bad; i++) {
        if (luno_apply(g, bad[i]) != LUNO_EILLEGAL) fail("out of range", "answer %zu was taken", i);
        if (luno_hash(g) != before) fail("out of range", "answer %zu changed the game", i);
      }
      tried += p->kind == LUNO_ASK_COLOR;
      luno_apply(g, luno_random_bot(g, &rng));
    }
    luno_free(g);
  }
  if (tried == 0) fail("out of range", "no color choice came up");
  luno_host_free(h);
}

/* What bot `bot` of h draws first at game g's pending decision, as its error says. */
static void first_draw(luno_host *h, int bot, luno_game *g, char *out, size_t len) {
  luno_action a;
  char err[512] = "";
  luno_host_bot_decide(h, bot, g, &a, err, sizeof err);
  snprintf(out, len, "%s", err);
}

/* Two Lua bot seats draw from generators of their own: one's draws do not move the other's
 * stream (a shared one let a seat read how many values another drew), and the streams
 * differ. */
static void run_bot_channels(void) {
  char err[512], alone[512], after[512], other[512];
  luno_setup setup;
  luno_host *h[2];
  luno_game *g[2];
  for (int k = 0; k < 2; k++) {
    h[k] = open_host("official", err, sizeof err);
    if (!h[k] || luno_host_build(h[k], 2, 5, &setup, err, sizeof err) < 0)
      return fail("bot channels", "setup: %s", err);
    luno_host_set_bot_seed(h[k], 99);
    luno_host_bot_load(h[k], "draws.lua", err, sizeof err);
    luno_host_bot_load(h[k], "draws.lua", err, sizeof err);
    g[k] = luno_new(&setup, luno_host_rules(h[k]), err, sizeof err);
  }
  first_draw(h[0], 0, g[0], alone, sizeof alone);
  for (int i = 0; i < 3; i++)
    first_draw(h[1], 1, g[1], other, sizeof other);
  first_draw(h[1], 0, g[1], after, sizeof after);
  if (!strstr(alone, "drew ")) fail("bot channels", "no draw shown: %s", alone);
  if (strcmp(alone, after))
    fail("bot channels", "seat 1's draws moved seat 0's stream: '%s', then '%s'", alone, after);
  first_draw(h[0], 1, g[0], other, sizeof other);
  if (!strcmp(alone, other)) fail("bot channels", "two seats drew the same: %s", alone);
  for (int k = 0; k < 2; k++)
    luno_free(g[k]), luno_host_free(h[k]);
}

int main(int argc, char **argv) {
  if (chdir(argc > 1 ? argv[1] : SCRIPTS_DIR) < 0) return perror("chdir"), 2;
  setenv("LUNO_DEADLINE_MS", "3000", 1); /* lowered, as the others are, yet safe under ASan */
  int n = (int)(sizeof cases / sizeof *cases), passed = 0;
  for (int i = 0; i < n; i++) {
    int before = failures;
    if (cases[i].mode == LOAD)
      run_load(&cases[i]);
    else if (cases[i].mode == PLAY)
      run_play(&cases[i]);
    else
      run_bot(&cases[i]);
    passed += failures == before;
    printf("%s %s\n", failures == before ? "ok  " : "FAIL", cases[i].file);
  }
  int before = failures;
  run_spy();
  passed += failures == before;
  printf("%s spy.lua (hidden information)\n", failures == before ? "ok  " : "FAIL");
  before = failures;
  run_bot_channels();
  passed += failures == before;
  printf("%s bot seats' own generators\n", failures == before ? "ok  " : "FAIL");
  before = failures;
  run_out_of_range();
  passed += failures == before;
  printf("%s out-of-range answers\n", failures == before ? "ok  " : "FAIL");
  printf("sandbox: %d passed, %d failed\n", passed, n + 3 - passed);
  return passed == n + 3 ? 0 : 1;
}
