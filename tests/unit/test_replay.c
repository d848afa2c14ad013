/* test_replay.c: a game is (rulesets + options, seed, actions). Complete official matches
 * are played by a driver (the random bot, plus random bluffs, challenges, UNO calls and
 * catches, referee penalties and punished illegal plays) while recording the log and the
 * table's luno_hash after every action; then a fresh game built from the same setup on
 * another host re-applies the log and must match at every step and at the end; and
 * luno_rewind(g, n) must equal a fresh replay of n actions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"
#include "tables.h"
#include <luno/host.h>
#include <luno/table.h>

enum { MAX_ACTIONS = 60000 };

typedef struct config {
  const char *rules;
  int players;
  uint64_t seed;
  const char *sets[8][2];
} config;

typedef struct recording {
  luno_host *host;
  luno_setup setup;
  luno_game *g;
  int n; /* actions logged */
  luno_action log[MAX_ACTIONS];
  uint64_t hash[MAX_ACTIONS + 1]; /* hash[i]: after i logged actions */
  luno_state final;
  int refused, reactions, penalties, illegal, random_options;
  int rollbacks; /* script errors rolled back (the stateful rule plans some) */
} recording;

static int rec_setup(void **state) {
  recording *r = calloc(1, sizeof *r);
  if (!r) return -1;
  *state = r;
  return 0;
}

static int rec_teardown(void **state) {
  recording *r = *state;
  luno_free(r->g);
  luno_host_free(r->host);
  free(r);
  return 0;
}

/* A host with the config's rules and options loaded, and its setup. */
static luno_host *open_host(const config *c, luno_setup *setup) {
  char err[256];
  luno_config lc;
  luno_config_init(&lc);
  snprintf(lc.rules, sizeof lc.rules, "%s", c->rules);
  for (int i = 0; i < 8 && c->sets[i][0]; i++, lc.nsets++) {
    snprintf(lc.sets[i][0], sizeof lc.sets[i][0], "%s", c->sets[i][0]);
    snprintf(lc.sets[i][1], sizeof lc.sets[i][1], "%s", c->sets[i][1]);
  }
  luno_host *h = luno_host_open(&lc, err, sizeof err);
  if (!h) fail_msg("open: %s", err);
  if (luno_host_build(h, c->players, c->seed, setup, err, sizeof err) < 0)
    fail_msg("build: %s", err);
  return h;
}

/* The driver's next action: mostly the random bot, sometimes anything else allowed. */
static luno_action drive(recording *rec, luno_rng *bots, luno_rng *r, int illegal) {
  luno_game *g = rec->g;
  const luno_pending *p = luno_pending_of(g);
  if (p->nreactions > 0 && luno_rng_below(r, 4) == 0) {
    const luno_reaction *x = &p->reactions[luno_rng_below(r, (uint32_t)p->nreactions)];
    rec->reactions++;
    if (x->card >= 0) return act(LUNO_ACT_USE, x->seat, 0, x->card);
    return act(LUNO_ACT_REACT, x->seat, 0, x->window);
  }
  if (p->kind == LUNO_ASK_TURN && luno_rng_below(r, 60) == 0) {
    rec->penalties++;
    return act(LUNO_ACT_PENALTY, (int)luno_rng_below(r, (uint32_t)luno_state_of(g)->players), 0,
               1 + (int)luno_rng_below(r, 3));
  }
  if (illegal && p->kind == LUNO_ASK_TURN && luno_rng_below(r, 10) == 0) {
    int n;
    const uint16_t *hand = luno_pile(g, LUNO_HAND(p->seat), &n);
    if (n > 0) {
      rec->illegal++;
      return act(LUNO_ACT_PLAY, p->seat, 0, hand[luno_rng_below(r, (uint32_t)n)]);
    }
  }
  if (luno_rng_below(r, 6) == 0) {
    luno_action a = p->options[luno_rng_below(r, (uint32_t)p->count)];
    if (a.type == LUNO_ACT_PLAY) a.flags = (uint8_t)luno_rng_below(r, 2); /* call UNO or not */
    rec->random_options++;
    return a;
  }
  luno_action a = luno_random_bot(g, &bots[p->seat]);
  if ((a.flags & LUNO_CALL) && luno_rng_below(r, 2)) a.flags = 0; /* forget to call UNO */
  return a;
}

/* Plays a complete match, recording every logged action and the hash after it. */
static void record(recording *rec, const config *c) {
  char err[256];
  rec->host = open_host(c, &rec->setup);
  rec->g = luno_new(&rec->setup, luno_host_rules(rec->host), err, sizeof err);
  if (!rec->g) fail_msg("luno_new: %s", err);
  luno_rng bots[LUNO_MAX_SEATS], r;
  for (int s = 0; s < LUNO_MAX_SEATS; s++)
    luno_seed(&bots[s], c->seed * 100 + (uint64_t)s);
  luno_seed(&r, c->seed + 7);
  int illegal = 0;
  for (int i = 0; i < 8 && c->sets[i][0]; i++)
    illegal |= !strcmp(c->sets[i][0], "illegal_play_penalty");
  rec->hash[0] = luno_hash(rec->g);
  rec->n = 0;
  while (luno_pending_of(rec->g)->kind != LUNO_ASK_NONE) {
    assert_true(rec->n < MAX_ACTIONS);
    luno_action a = drive(rec, bots, &r, illegal);
    uint64_t before = luno_hash(rec->g);
    luno_status st = luno_apply(rec->g, a);
    if (st == LUNO_ESCRIPT && strstr(luno_error(rec->g), "planned failure")) {
      assert_true(luno_hash(rec->g) == before); /* rolled back: the table as it was */
      assert_int_equal(luno_log_length(rec->g), rec->n);
      rec->rollbacks++;
      continue;
    }
    int logged = luno_log_length(rec->g) > rec->n;
    if (st != LUNO_OK && st != LUNO_EILLEGAL)
      fail_msg("seed %llu: status %d: %s", (unsigned long long)c->seed, st, luno_error(rec->g));
    if (!logged) {
      assert_int_equal(st, LUNO_EILLEGAL);
      assert_true(luno_hash(rec->g) == before);
      rec->refused++;
      continue;
    }
    must_check(rec->g);
    assert_int_equal(luno_log_length(rec->g), rec->n + 1);
    rec->log[rec->n++] = a;
    rec->hash[rec->n] = luno_hash(rec->g);
  }
  assert_memory_equal(luno_log(rec->g), rec->log, (size_t)rec->n * sizeof *rec->log);
  rec->final = *luno_state_of(rec->g);
  if (getenv("REPLAY_VERBOSE"))
    fprintf(stderr,
            "seed %llu: %d actions, %d rounds, refused %d reactions %d penalties %d illegal %d "
            "random %d\n",
            (unsigned long long)c->seed, rec->n, rec->final.round, rec->refused, rec->reactions,
            rec->penalties, rec->illegal, rec->random_options);
  assert_true(rec->final.over);
}

/* Applies the first n recorded actions to a fresh game on host h; checks each step's
 * hash against the recording. Returns the game. */
static luno_game *replay(recording *rec, luno_host *h, int n) {
  char err[256];
  luno_game *g = luno_new(&rec->setup, luno_host_rules(h), err, sizeof err);
  if (!g) fail_msg("luno_new: %s", err);
  assert_true(luno_hash(g) == rec->hash[0]);
  for (int i = 0; i < n; i++) {
    luno_status st = luno_apply(g, rec->log[i]);
    assert_true(st == LUNO_OK || st == LUNO_EILLEGAL);
    assert_int_equal(luno_log_length(g), i + 1);
    if (luno_hash(g) != rec->hash[i + 1])
      fail_msg("replay differs after action %d of %d", i + 1, rec->n);
  }
  return g;
}

/* qsort order: larger first. */
static int descending(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }

/* Records one configuration, replays it whole, then checks rewinds against replays. */
static void check_config(recording *rec, const config *c) {
  record(rec, c);
  luno_setup setup2;
  luno_host *h2 = open_host(c, &setup2);
  assert_memory_equal(&setup2, &rec->setup, sizeof setup2);
  luno_game *g2 = replay(rec, h2, rec->n);
  assert_memory_equal(luno_state_of(g2), &rec->final, sizeof rec->final);
  assert_int_equal(luno_pending_of(g2)->kind, LUNO_ASK_NONE);
  luno_free(g2);
  luno_rng pick;
  luno_seed(&pick, c->seed * 977);
  int points[12] = {rec->n, rec->n - 1, rec->n / 2, rec->n / 4, 1, 0};
  for (int i = 6; i < 12; i++) /* and six points drawn at random */
    points[i] = (int)luno_rng_below(&pick, (uint32_t)rec->n + 1);
  qsort(points, 12, sizeof *points, descending); /* a rewind drops the actions after it */
  luno_host_free(h2);
  for (size_t i = 0; i < sizeof points / sizeof *points; i++) {
    int k = points[i];
    assert_int_equal(luno_rewind(rec->g, k), LUNO_OK);
    assert_int_equal(luno_log_length(rec->g), k);
    assert_true(luno_hash(rec->g) == rec->hash[k]);
    must_check(rec->g);
    h2 = open_host(c, &setup2); /* a fresh process's replay: a host of its own */
    g2 = replay(rec, h2, k);
    assert_true(luno_hash(g2) == luno_hash(rec->g));
    assert_memory_equal(luno_state_of(g2), luno_state_of(rec->g), sizeof(luno_state));
    luno_free(g2);
    luno_host_free(h2);
  }
}

/* Official rules, 4 players: replay and rewind are exact. */
static void test_replay_official(void **state) {
  for (uint64_t seed = 1; seed <= 4; seed++) {
    recording *rec = *state;
    config c = {"official", 4, seed, {{NULL, NULL}}};
    check_config(rec, &c);
    luno_free(rec->g);
    luno_host_free(rec->host);
    rec->g = NULL;
    rec->host = NULL;
  }
  recording *rec = *state;
  assert_true(rec->reactions > 0);
  assert_true(rec->penalties > 0);
}

/* Two players. */
static void test_replay_two(void **state) {
  config c = {"official", 2, 21, {{NULL, NULL}}};
  check_config(*state, &c);
}

/* Ten players. */
static void test_replay_ten(void **state) {
  config c = {"official", 10, 31, {{NULL, NULL}}};
  check_config(*state, &c);
}

/* Every penalty option on, punished illegal plays in the log, penalty scoring, rounds. */
static void test_replay_penalties(void **state) {
  config c = {"official",
              3,
              41,
              {{"uno_penalty", "4"},
               {"false_uno_penalty", "3"},
               {"illegal_play_penalty", "2"},
               {"first_card", "redraw_specials"},
               {"scoring", "penalty"},
               {"rounds", "3"}}};
  recording *rec = *state;
  check_config(rec, &c);
  assert_true(rec->illegal > 0);
  assert_int_equal(rec->final.round, 3);
}

/* No challenges, a smaller target. */
static void test_replay_no_challenge(void **state) {
  config c = {
      "official", 5, 51, {{"challenge", "false"}, {"target_score", "200"}, {"hand_size", "5"}}};
  check_config(*state, &c);
}

/* A rule with file-level state (a play counter in an upvalue): every rewind makes the
 * scripts anew, so undo to any point equals a fresh process's replay of that log. */
static void test_replay_stateful(void **state) {
  for (uint64_t seed = 61; seed <= 66; seed++) {
    recording *rec = *state;
    config c = {"official," LUNO_TEST_RULESETS "/stateful/counter.lua", 4, seed, {{NULL, NULL}}};
    check_config(rec, &c);
    luno_free(rec->g);
    luno_host_free(rec->host);
    rec->g = NULL;
    rec->host = NULL;
  }
  recording *rec = *state;
  assert_true(rec->rollbacks > 0); /* the planned failures happened and were rolled back */
}

/* A game started over with luno_reseed plays exactly as a new game of that seed, whatever
 * game it ran before (the special deck: state in g.vars, reactions, choices). */
static void test_reseed_is_new(void **state) {
  recording *rec = *state;
  config c = {"special", 4, 9, {{NULL, NULL}}};
  luno_setup setup;
  char err[256];
  rec->host = open_host(&c, &setup);
  luno_game *fresh = luno_new(&setup, luno_host_rules(rec->host), err, sizeof err);
  assert_non_null(fresh);
  int n = unit_play_to_end(fresh, 77);
  uint64_t end = luno_hash(fresh);
  luno_free(fresh);
  setup.seed = 3;
  rec->g = luno_new(&setup, luno_host_rules(rec->host), err, sizeof err);
  assert_non_null(rec->g);
  unit_play_to_end(rec->g, 5);
  assert_int_equal(luno_reseed(rec->g, 9), LUNO_OK);
  assert_int_equal(luno_log_length(rec->g), 0);
  assert_int_equal(unit_play_to_end(rec->g, 77), n);
  assert_true(luno_hash(rec->g) == end);
  must_check(rec->g);
}

/* A decider answering every seat with the random bot from its own generator. */
typedef struct seat_bots {
  luno_rng rng[LUNO_MAX_SEATS];
  int asked; /* questions it answered */
} seat_bots;

static int decide_all(void *ud, const luno_game *g, luno_action *out) {
  seat_bots *b = ud;
  *out = luno_random_bot(g, &b->rng[luno_pending_of(g)->seat]);
  b->asked++;
  return 1;
}

/* Plays g to its end: each decision the driver sees goes to the random bot of its seat;
 * hash[k] gets the table's hash when the log is k long, for every length the driver sees.
 * Returns the decisions the driver made. */
static int play_by_seats(luno_game *g, seat_bots *b, uint64_t *hash, int cap) {
  int n = 0;
  hash[0] = luno_hash(g);
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE && n < 100000) {
    luno_action a = luno_random_bot(g, &b->rng[luno_pending_of(g)->seat]);
    assert_int_equal(luno_apply(g, a), LUNO_OK);
    if (luno_log_length(g) < cap) hash[luno_log_length(g)] = luno_hash(g);
    n++;
  }
  return n;
}

/* Bots that answer questions where they are asked (luno_set_decider, every seat: effects
 * run without a coroutine) play the very game the driver plays answering each question
 * itself, with the same log; a rewind anywhere, even between a play and the answer its
 * effect got at once, gives the driver's table back, with that question pending. */
static void test_decider_same_game(void **state) {
  recording *rec = *state;
  config c = {"special", 4, 12, {{NULL, NULL}}};
  char err[256];
  rec->host = open_host(&c, &rec->setup);
  static uint64_t by_driver[MAX_ACTIONS], unused[MAX_ACTIONS];
  seat_bots one = {0}, two = {0};
  for (int s = 0; s < LUNO_MAX_SEATS; s++)
    luno_seed(&one.rng[s], 500 + (uint64_t)s), luno_seed(&two.rng[s], 500 + (uint64_t)s);
  luno_game *g1 = luno_new(&rec->setup, luno_host_rules(rec->host), err, sizeof err);
  assert_non_null(g1);
  int decisions1 = play_by_seats(g1, &one, by_driver, MAX_ACTIONS);
  rec->g = luno_new(&rec->setup, luno_host_rules(rec->host), err, sizeof err);
  assert_non_null(rec->g);
  luno_set_decider(rec->g, decide_all, &two, 0xffff);
  int decisions2 = play_by_seats(rec->g, &two, unused, 0);
  assert_true(two.asked > 50); /* the special deck asks often */
  assert_int_equal(decisions2 + two.asked, decisions1);
  assert_int_equal(luno_log_length(rec->g), luno_log_length(g1));
  assert_memory_equal(luno_log(rec->g), luno_log(g1),
                      (size_t)luno_log_length(g1) * sizeof(luno_action));
  assert_true(luno_hash(rec->g) == luno_hash(g1));
  int split = 0; /* rewinds that leave a question pending */
  for (int k = luno_log_length(g1); k >= 0; k -= 1 + k / 40) {
    assert_int_equal(luno_rewind(rec->g, k), LUNO_OK);
    assert_int_equal(luno_log_length(rec->g), k);
    assert_true(luno_hash(rec->g) == by_driver[k]);
    split += luno_pending_of(rec->g)->kind != LUNO_ASK_TURN &&
             luno_pending_of(rec->g)->kind != LUNO_ASK_NONE;
    must_check(rec->g);
  }
  assert_true(split > 0);
  /* a decider for two seats only: effects run in coroutines, the others' questions wait */
  seat_bots three = {0};
  for (int s = 0; s < LUNO_MAX_SEATS; s++)
    luno_seed(&three.rng[s], 500 + (uint64_t)s);
  luno_game *g3 = luno_new(&rec->setup, luno_host_rules(rec->host), err, sizeof err);
  assert_non_null(g3);
  luno_set_decider(g3, decide_all, &three, 0x5); /* seats 0 and 2 */
  int decisions3 = play_by_seats(g3, &three, unused, 0);
  assert_true(three.asked > 20 && decisions3 + three.asked == decisions1);
  assert_int_equal(luno_log_length(g3), luno_log_length(g1));
  assert_true(luno_hash(g3) == luno_hash(g1));
  luno_free(g3);
  luno_free(g1);
}

/* Opens c's game in rec with a decider fn for every seat, its bots seeded from seed. */
static void open_decided(recording *rec, const config *c, seat_bots *b, uint64_t seed,
                         luno_decider fn) {
  char err[256];
  rec->host = open_host(c, &rec->setup);
  rec->g = luno_new(&rec->setup, luno_host_rules(rec->host), err, sizeof err);
  assert_non_null(rec->g);
  for (int s = 0; s < LUNO_MAX_SEATS; s++)
    luno_seed(&b->rng[s], seed + (uint64_t)s);
  luno_set_decider(rec->g, fn, b, 0xffff);
}

/* A script failing after its effect's question was answered where it was asked rolls the
 * whole action back, answer included; the log then replays to the same table. */
static void test_decider_rollback(void **state) {
  recording *rec = *state;
  config c = {"official," LUNO_TEST_RULESETS "/asking/ask_fail.lua", 3, 5, {{NULL, NULL}}};
  char err[256];
  seat_bots b = {0};
  open_decided(rec, &c, &b, 90, decide_all);
  int rollbacks = 0, plays = 0;
  for (int i = 0; i < 3000 && luno_pending_of(rec->g)->kind != LUNO_ASK_NONE; i++) {
    luno_action a = luno_random_bot(rec->g, &b.rng[luno_pending_of(rec->g)->seat]);
    uint64_t before = luno_hash(rec->g);
    int len = luno_log_length(rec->g);
    luno_status st = luno_apply(rec->g, a);
    if (st == LUNO_ESCRIPT) {
      assert_non_null(strstr(luno_error(rec->g), "ask_fail.lua:6: planned failure: red named"));
      assert_int_equal(luno_log_length(rec->g), len); /* the play and its answer are gone */
      assert_true(luno_hash(rec->g) == before);
      rollbacks++;
      continue;
    }
    assert_int_equal(st, LUNO_OK);
    plays += a.type == LUNO_ACT_PLAY;
  }
  assert_true(rollbacks > 5 && plays > 20);
  luno_setup setup2;
  luno_host *h2 = open_host(&c, &setup2);
  luno_game *g2 = luno_new(&setup2, luno_host_rules(h2), err, sizeof err);
  assert_non_null(g2);
  assert_int_equal(luno_rewind(rec->g, luno_log_length(rec->g)), LUNO_OK);
  for (int i = 0; i < luno_log_length(rec->g); i++) /* a driver answering every question */
    assert_int_equal(luno_apply(g2, luno_log(rec->g)[i]), LUNO_OK);
  assert_true(luno_hash(g2) == luno_hash(rec->g));
  luno_free(g2);
  luno_host_free(h2);
}

/* A decider for every seat that answers only yes-or-no questions. */
static int decide_yes_no_only(void *ud, const luno_game *g, luno_action *out) {
  if (luno_pending_of(g)->kind != LUNO_ASK_YESNO) return 0;
  return decide_all(ud, g, out);
}

/* A decider for every seat that answers a question with a draw, not one of its options. */
static int decide_wrongly(void *ud, const luno_game *g, luno_action *out) {
  (void)ud;
  *out = (luno_action){
      .type = LUNO_ACT_DRAW, .seat = (int8_t)luno_pending_of(g)->seat, .flags = 0, .value = 0};
  return 1;
}

/* Plays rec's game with the random bots of b, a wild whenever there is one, until an
 * action fails; checks it was rolled back and its message holds want. Returns 1 if one
 * failed. */
static int play_wilds_until_failure(recording *rec, seat_bots *b, const char *want) {
  for (int i = 0; i < 3000 && luno_pending_of(rec->g)->kind == LUNO_ASK_TURN; i++) {
    const luno_pending *p = luno_pending_of(rec->g);
    luno_action a = luno_random_bot(rec->g, &b->rng[p->seat]);
    for (int k = 0; k < p->count; k++) /* a wild when there is one: its color is asked */
      if (p->options[k].type == LUNO_ACT_PLAY &&
          luno_card_at(rec->g, p->options[k].value)->color < 0)
        a = p->options[k];
    uint64_t before = luno_hash(rec->g);
    int len = luno_log_length(rec->g);
    luno_status st = luno_apply(rec->g, a);
    if (st == LUNO_OK) continue;
    assert_int_equal(st, LUNO_ESCRIPT);
    assert_non_null(strstr(luno_error(rec->g), want));
    assert_int_equal(luno_log_length(rec->g), len);
    assert_true(luno_hash(rec->g) == before);
    return 1;
  }
  return 0;
}

/* A decider's answer that is not an option fails the play, which is rolled back. */
static void test_decider_answers_wrongly(void **state) {
  config c = {"official", 4, 9, {{NULL, NULL}}};
  seat_bots b = {0};
  open_decided(*state, &c, &b, 70, decide_wrongly);
  assert_true(play_wilds_until_failure(
      *state, &b, "a decider answered with an action that is not one of the options"));
}

/* A decider for every seat must answer every question (effects cannot wait then): one it
 * leaves fails the play with a message located at the card, and the game is rolled back.
 * (House: its stacking hooks force_draw, so a Wild Draw Four runs its declared effect's
 * script form, which asks the color; the message names the card's card{} line.) */
static void test_decider_leaves_one(void **state) {
  recording *rec = *state;
  config c = {"house", 3, 8, {{NULL, NULL}}};
  seat_bots b = {0};
  open_decided(rec, &c, &b, 40, decide_yes_no_only);
  assert_true(play_wilds_until_failure(rec, &b, "the decider left a question to seat"));
  assert_non_null(strstr(luno_error(rec->g), "wild_draw_four.lua:10: "));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_replay_official, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_replay_two, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_replay_ten, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_replay_penalties, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_replay_no_challenge, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_replay_stateful, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_reseed_is_new, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_decider_same_game, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_decider_rollback, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_decider_leaves_one, rec_setup, rec_teardown),
      cmocka_unit_test_setup_teardown(test_decider_answers_wrongly, rec_setup, rec_teardown),
  };
  return cmocka_run_group_tests_name("replay", tests, NULL, NULL);
}
