/* test_ismcts.c: the search bot (lua/ismcts.c) on real rulesets: it does not peek at cards
 * its seat has not seen, it searches an effect's questions from the last turn's mark and
 * leaves the game as it was, its playouts give the same search whether their questions
 * are answered where asked or by their loop, and it does not believe the worlds' bluffs.
 * (Its strength is measured by the ladder, docs/SEARCH_BOT.md, not here.) */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"
#include "tables.h"
#include <luno/host.h>
#include <luno/table.h>

/* The ismcts bot does not peek: a world that differs from the game only in cards the bot's
 * seat has not seen (dealt anew by luno_determinize) gets the same move from the same seed,
 * at each of 12 decisions; and a seeded search gives the same move twice. */
static void test_ismcts_no_leak(void **state) {
  (void)state;
  luno_table t;
  luno_config c;
  luno_game *g = unit_checked_game(&t, &c, "official", 31);
  luno_rng r, other;
  luno_seed(&r, 4), luno_seed(&other, 99);
  for (int decisions = 0; decisions < 12 && luno_pending_of(g)->kind != LUNO_ASK_NONE;) {
    const luno_pending *p = luno_pending_of(g);
    luno_game *w = p->kind == LUNO_ASK_TURN && p->count > 1 ? luno_copy(g) : NULL;
    if (w) {
      luno_determinize(w, p->seat, &other); /* the others' hidden cards, changed */
      assert_true(luno_hash(w) != luno_hash(g));
      luno_action a, b, again;
      luno_rng s1, s2, s3;
      luno_seed(&s1, 7), luno_seed(&s2, 7), luno_seed(&s3, 7);
      assert_int_equal(luno_host_ismcts(t.host, g, 40, 0.7, 0, 0, &s1, &a), 0);
      assert_int_equal(luno_host_ismcts(t.host, w, 40, 0.7, 0, 0, &s2, &b), 0);
      assert_int_equal(luno_host_ismcts(t.host, g, 40, 0.7, 0, 0, &s3, &again), 0);
      assert_memory_equal(&a, &b, sizeof a);
      assert_memory_equal(&a, &again, sizeof a);
      luno_free(w);
      decisions++;
    }
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  }
  luno_free(g);
  luno_table_close(&t);
}

/* Runs Lua text on g in t's host (a test's own change to g.vars). */
static void eval(luno_table *t, luno_game *g, const char *code) {
  char err[256];
  if (luno_host_eval(t->host, g, code, NULL, NULL, err, sizeof err) < 0) fail_msg("%s", err);
}

/* The moves a seeded 40-iteration search makes at g's decision. */
static luno_action searched(luno_table *t, luno_game *g) {
  luno_action a;
  luno_rng s;
  luno_seed(&s, 7);
  assert_int_equal(luno_host_ismcts(t->host, g, 40, 0.7, 0, 0, &s, &a), 0);
  return a;
}

/* Plays g with random bots to its next turn decision of several options (NULL: none in
 * 400 actions). */
static luno_game *next_choice(luno_game *g, luno_rng *r) {
  for (int i = 0; i < 400; i++) {
    const luno_pending *p = luno_pending_of(g);
    if (p->kind == LUNO_ASK_NONE) return NULL;
    if (p->kind == LUNO_ASK_TURN && p->count > 2) return g;
    assert_int_equal(luno_apply(g, luno_random_bot(g, r)), LUNO_OK);
  }
  return NULL;
}

/* Calls probe at each of 12 turn decisions of several options in a game of rules from
 * seed, played on by random bots. */
static void at_choices(const char *rules, uint64_t seed,
                       void (*probe)(luno_table *, luno_game *, int)) {
  luno_table t;
  luno_config c;
  luno_game *g = unit_checked_game(&t, &c, rules, seed);
  luno_rng r;
  luno_seed(&r, seed + 1);
  for (int decisions = 0; decisions < 12 && next_choice(g, &r); decisions++) {
    probe(&t, g, decisions);
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  }
  luno_free(g);
  luno_table_close(&t);
}

/* The search at g, and at a copy whose generator was drawn on k + 1 times. */
static void probe_generator(luno_table *t, luno_game *g, int k) {
  luno_game *w = luno_copy(g);
  assert_non_null(w);
  for (int i = 0; i <= k; i++)
    luno_random(w, 1000);
  luno_action a = searched(t, g), b = searched(t, w);
  assert_memory_equal(&a, &b, sizeof a);
  luno_free(w);
}

/* A world's generator is its own: a game whose coin is tossed by the game's generator gets
 * the same search from a copy whose generator was drawn on (its coming tosses, reshuffles
 * and random takes all changed), at each of 12 decisions. */
static void test_ismcts_own_generator(void **state) {
  (void)state;
  at_choices("official," LUNO_TEST_RULESETS "/coin.lua", 5, probe_generator);
}

/* The search at g with the trap red, then blue with the other seats' nosy entries changed,
 * then green. */
static void probe_hidden(luno_table *t, luno_game *g, int k) {
  (void)k;
  eval(t, g, "g.vars.trap = 'red'");
  luno_action a = searched(t, g);
  eval(t, g,
       "g.vars.trap = 'blue'; for s = 0, g.players - 1 do "
       "if s ~= g.current then g.vars.nosy[s] = g.colors[s % 4 + 1] end end");
  luno_action b = searched(t, g);
  eval(t, g, "g.vars.trap = 'green'");
  luno_action d = searched(t, g);
  assert_memory_equal(&a, &b, sizeof a);
  assert_memory_equal(&a, &d, sizeof a);
}

/* A rule's hidden g.vars are not the search's to read: the trap color (hidden) set to each
 * color in turn, and the other seats' entries of a by_seat key changed, give the same
 * search at each of 12 decisions; the rule's world hook deals the trap in each world. */
static void test_ismcts_hidden_vars(void **state) {
  (void)state;
  at_choices("official," LUNO_TEST_RULESETS "/trap.lua", 9, probe_hidden);
}

/* An effect's color question with no mark leading to it (the game is not copied while its
 * effect waits: a Wild Draw Four's script form, which house's stacking runs): the ismcts
 * bot names the offered color its seat holds most of. A color the core asks itself (a
 * Wild's declared effect: no effect waits, the game copies) is searched from the game as
 * it is, and answered with an offered color. */
static void test_ismcts_color(void **state) {
  (void)state;
  luno_table t;
  luno_config c;
  luno_game *g = unit_checked_game(&t, &c, "house", 32);
  luno_rng r;
  luno_seed(&r, 4);
  int asked = 0, searched = 0;
  for (int i = 0;
       i < 6000 && (asked < 3 || searched < 3) && luno_pending_of(g)->kind != LUNO_ASK_NONE; i++) {
    const luno_pending *p = luno_pending_of(g);
    luno_game *copy = p->kind == LUNO_ASK_COLOR ? luno_copy(g) : NULL;
    if (p->kind == LUNO_ASK_COLOR) {
      luno_action a;
      luno_rng s;
      luno_seed(&s, 1);
      assert_int_equal(luno_host_ismcts(t.host, g, 20, 0.7, 0, 0, &s, &a), 0);
      int n, count[8] = {0}, most = 0;
      const uint16_t *hand = luno_pile(g, LUNO_HAND(p->seat), &n);
      for (int k = 0; k < n; k++)
        if (luno_card_at(g, hand[k])->color >= 0) count[luno_card_at(g, hand[k])->color]++;
      for (int k = 0; k < 4; k++)
        if (count[k] > most) most = count[k];
      assert_int_equal(a.type, LUNO_ACT_CHOOSE);
      assert_true(a.value >= 0 && a.value < 4);
      if (!copy) assert_int_equal(count[a.value], most), asked++; /* an effect waits */
      searched += copy != NULL;
      luno_free(copy);
    }
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  }
  assert_true(searched > 0);
  assert_true(asked > 0);
  luno_free(g);
  luno_table_close(&t);
}

/* Plays g with the random bot (answers from r) for at most n actions; with search, a mark
 * at every turn and an ismcts search at every effect's question, which must search (from
 * the mark), leave the game's digest (the scripts' state with it) as it was, and answer
 * with an option. Returns the searches made. */
static int play_searching(luno_table *t, luno_game *g, luno_rng *r, int n, int search) {
  int searched = 0;
  for (int i = 0; i < n && luno_pending_of(g)->kind != LUNO_ASK_NONE; i++) {
    const luno_pending *p = luno_pending_of(g);
    if (search && p->kind == LUNO_ASK_TURN) assert_true(luno_host_search_mark(t->host, g) >= 0);
    if (search && p->kind == LUNO_ASK_PLAYER && p->count > 1) {
      uint64_t before = luno_digest(g);
      luno_action a;
      luno_rng s;
      luno_seed(&s, (uint64_t)i);
      assert_int_equal(luno_host_ismcts(t->host, g, 30, 0.7, 0, 0, &s, &a), 0);
      assert_true(luno_digest(g) == before);
      assert_int_equal(a.type, LUNO_ACT_CHOOSE);
      assert_int_equal(a.seat, p->seat);
      searched++;
    }
    assert_int_equal(luno_apply(g, luno_random_bot(g, r)), LUNO_OK);
  }
  return searched;
}

/* An effect's question is searched from the last turn's mark (worlds replay the actions
 * since), and the waiting effect goes on as it would have: the game and the scripts' state
 * (a g.vars table the effect holds across its question) end as a twin's that was never
 * searched. */
static void test_ismcts_effect_question(void **state) {
  (void)state;
  const char *rules = "official," LUNO_TEST_RULESETS "/keeper.lua";
  luno_table t1, t2;
  luno_config c1, c2;
  luno_game *g1 = unit_checked_game(&t1, &c1, rules, 33),
            *g2 = unit_checked_game(&t2, &c2, rules, 33);
  luno_rng r1, r2;
  luno_seed(&r1, 6), luno_seed(&r2, 6);
  assert_true(play_searching(&t1, g1, &r1, 240, 1) >= 20);
  play_searching(&t2, g2, &r2, 240, 0);
  assert_int_equal(luno_log_length(g1), luno_log_length(g2));
  assert_true(luno_digest(g1) == luno_digest(g2));
  luno_free(g1), luno_free(g2);
  luno_table_close(&t1), luno_table_close(&t2);
}

/* A turn of menus (Phase 10: every question is asked by a waiting turn_start effect, and
 * the game has no turn decision to mark) is searched from the turn's start, which the host
 * marks itself (luno_copy_turn_start; luno_resume runs the effect again in each world):
 * every question of several options, from the first turn on, is searched (0, not 1: "no
 * search, the caller decides"), leaves the game's digest as it was, and answers with one of
 * its options; the game then ends as a twin's that was never searched. */
static void test_ismcts_turn_of_menus(void **state) {
  (void)state;
  luno_table t1, t2;
  luno_config c1, c2;
  luno_game *g1 = unit_checked_game(&t1, &c1, "phase_10", 35),
            *g2 = unit_checked_game(&t2, &c2, "phase_10", 35);
  assert_int_equal(luno_host_search_mark(t1.host, NULL), 0); /* (before the game, as tables do) */
  luno_free(g1);
  g1 = luno_new(&t1.setup, luno_host_rules(t1.host), NULL, 0);
  assert_non_null(g1);
  luno_keep_digests(g1);
  luno_rng r1, r2;
  luno_seed(&r1, 8), luno_seed(&r2, 8);
  int searched = 0;
  for (int i = 0; i < 160 && luno_pending_of(g1)->kind != LUNO_ASK_NONE; i++) {
    const luno_pending *p = luno_pending_of(g1);
    assert_int_not_equal(p->kind, LUNO_ASK_TURN); /* (no turn decision to mark) */
    if (p->count > 1) {
      uint64_t before = luno_digest(g1);
      luno_action a;
      luno_rng s;
      luno_seed(&s, (uint64_t)i);
      assert_int_equal(luno_host_ismcts(t1.host, g1, 12, 0.7, 0, 0, &s, &a), 0);
      assert_true(luno_digest(g1) == before);
      int offered = 0;
      for (int k = 0; k < p->count; k++)
        offered |= !memcmp(&p->options[k], &a, sizeof a);
      assert_true(offered);
      searched++;
    }
    assert_int_equal(luno_apply(g1, luno_random_bot(g1, &r1)), LUNO_OK);
    assert_int_equal(luno_apply(g2, luno_random_bot(g2, &r2)), LUNO_OK);
  }
  assert_true(searched >= 40);
  assert_true(luno_digest(g1) == luno_digest(g2));
  luno_free(g1), luno_free(g2);
  luno_table_close(&t1), luno_table_close(&t2);
}

/* The cards in seat 0's Skip-Bo stock. */
static int stock_of_0(const luno_game *g) {
  const luno_setup *su = luno_setup_of(g);
  for (int k = 0; k < su->nzones; k++)
    if (!strcmp(luno_setup_zone(su, k)->name, "stock@0")) {
      int n;
      luno_pile(g, LUNO_ZONE(k), &n);
      return n;
    }
  fail_msg("skip_bo has no zone stock@0");
  return -1;
}

/* A playout's worth under a measure of progress is read as its round ends, before the next
 * deal: Skip-Bo's measure is the stock, dealt anew each round, and read after the deal every
 * move advanced alike. Then the search gets its stock's top played in a turn whose menu
 * offered it (the game's whole aim): over 12 such turns of seat 0 in a game of random bots,
 * every question of the turn searched at 60 iterations, in at least 10 (11; 6 when the
 * measure is read after the deal). */
static void test_ismcts_stock_first(void **state) {
  (void)state;
  luno_table t;
  luno_config c;
  luno_game *g = unit_checked_game(&t, &c, "skip_bo", 37);
  luno_host_search_mark(t.host, NULL);
  luno_free(g);
  g = luno_new(&t.setup, luno_host_rules(t.host), NULL, 0);
  assert_non_null(g);
  luno_rng r;
  luno_seed(&r, 9);
  int turns = 0, played = 0, at = -1, searched = 0, unsearched = 0;
  for (int i = 0; i < 6000 && turns < 12 && luno_pending_of(g)->kind != LUNO_ASK_NONE; i++) {
    const luno_pending *p = luno_pending_of(g);
    if (at >= 0 && luno_state_of(g)->current != 0) /* (the turn is over) */
      played += stock_of_0(g) < at, turns++, at = -1;
    const char *first = p->kind == LUNO_ASK_CHOICE ? luno_choice_label(g, 0) : NULL;
    if (at < 0 && p->seat == 0 && p->count > 1 && first && !strncmp(first, "your stock's", 12))
      at = stock_of_0(g);
    if (at >= 0 && p->seat == 0 && p->count > 1) {
      luno_action a;
      luno_rng s;
      luno_seed(&s, (uint64_t)i);
      int st = luno_host_ismcts(t.host, g, 60, 0.7, 0, 0, &s, &a);
      assert_true(st >= 0);
      searched += st == 0, unsearched += st == 1; /* (1: no root for it, the caller answers) */
      assert_int_equal(luno_apply(g, st == 0 ? a : luno_random_bot(g, &r)), LUNO_OK);
      continue;
    }
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  }
  print_message("skip_bo: %d questions searched, %d not\n", searched, unsearched);
  print_message("skip_bo: the stock's top played in %d of %d turns offering it\n", played, turns);
  assert_int_equal(turns, 12);
  assert_true(played >= 10);
  luno_free(g);
  luno_table_close(&t);
}

/* Where every seat is a bot, a playout's effect questions are answered where they are
 * asked (the effect runs as a plain call); where people sit, the playout's loop answers
 * them after the effect waits. Both give the same search: over special's effects (seats
 * chosen, cards swapped, colors named), 12 turn decisions searched in two games that
 * differ only in who sits get the same move from the same seed. */
static void test_ismcts_answers_at_once(void **state) {
  (void)state;
  luno_table bots, people;
  luno_config cb, cp;
  luno_game *g = unit_checked_game(&bots, &cb, "special", 41);
  char err[512];
  luno_config_init(&cp);
  snprintf(cp.rules, sizeof cp.rules, "special");
  snprintf(cp.bots, sizeof cp.bots, "human");
  cp.seed = 41, cp.has_seed = 1;
  if (luno_table_open(&people, &cp, "random", err, sizeof err) < 0) fail_msg("open: %s", err);
  assert_int_equal(bots.setup.bots, 0xf);
  assert_int_equal(people.setup.bots, 0);
  luno_game *h = luno_new(&people.setup, luno_host_rules(people.host), err, sizeof err);
  assert_non_null(h);
  luno_rng r;
  luno_seed(&r, 5);
  int searched = 0;
  for (int i = 0; i < 400 && searched < 12 && luno_pending_of(g)->kind != LUNO_ASK_NONE; i++) {
    const luno_pending *p = luno_pending_of(g);
    if (p->kind == LUNO_ASK_TURN && p->count > 1) {
      luno_action a, b;
      luno_rng s1, s2;
      luno_seed(&s1, (uint64_t)i), luno_seed(&s2, (uint64_t)i);
      assert_int_equal(luno_host_ismcts(bots.host, g, 60, 0.7, 0, 0, &s1, &a), 0);
      assert_int_equal(luno_host_ismcts(people.host, h, 60, 0.7, 0, 0, &s2, &b), 0);
      assert_memory_equal(&a, &b, sizeof a);
      assert_memory_equal(&s1, &s2, sizeof s1); /* (the same draws, to the last) */
      searched++;
    }
    luno_action a = luno_random_bot(g, &r);
    assert_int_equal(luno_apply(g, a), LUNO_OK);
    assert_int_equal(luno_apply(h, a), LUNO_OK);
  }
  assert_int_equal(searched, 12);
  luno_free(g), luno_free(h);
  luno_table_close(&bots), luno_table_close(&people);
}

/* The search does not believe the worlds' bluffs: a uniform deal leaves the Wild Draw Four's
 * player holding the active color most of the time, and a search that believed it
 * challenged nearly every one (86% in a sim against random bots, who never bluff). Worlds
 * where the play was a bluff are mostly dropped: over 60 challenge questions searched from
 * the mark, fewer than half are challenged (27; 52 with the bluffs believed). */
static void test_ismcts_bluff_belief(void **state) {
  (void)state;
  luno_table t;
  luno_config c;
  luno_game *g = unit_checked_game(&t, &c, "official", 34);
  luno_rng r;
  luno_seed(&r, 3);
  int asked = 0, challenged = 0;
  for (int i = 0; i < 400000 && asked < 60; i++) {
    const luno_pending *p = luno_pending_of(g);
    if (p->kind == LUNO_ASK_NONE) {
      luno_free(g);
      g = luno_new(&t.setup, luno_host_rules(t.host), NULL, 0);
      assert_non_null(g);
      continue;
    }
    if (p->kind == LUNO_ASK_TURN) assert_true(luno_host_search_mark(t.host, g) >= 0);
    if (p->kind == LUNO_ASK_YESNO) {
      luno_action a;
      luno_rng s;
      luno_seed(&s, (uint64_t)i);
      assert_int_equal(luno_host_ismcts(t.host, g, 100, 0.7, 0, 0, &s, &a), 0);
      asked++, challenged += a.value == 1;
    }
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  }
  assert_int_equal(asked, 60);
  if (challenged * 2 >= asked) fail_msg("%d of %d Wild Draw Fours challenged", challenged, asked);
  luno_free(g);
  luno_table_close(&t);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_ismcts_no_leak),         cmocka_unit_test(test_ismcts_color),
      cmocka_unit_test(test_ismcts_effect_question), cmocka_unit_test(test_ismcts_answers_at_once),
      cmocka_unit_test(test_ismcts_bluff_belief),    cmocka_unit_test(test_ismcts_own_generator),
      cmocka_unit_test(test_ismcts_hidden_vars),     cmocka_unit_test(test_ismcts_turn_of_menus),
      cmocka_unit_test(test_ismcts_stock_first),
  };
  return cmocka_run_group_tests_name("ismcts", tests, NULL, NULL);
}
