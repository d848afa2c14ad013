/* test_stats.c: game records, the lead tracker, and exact merging: totals split any way and
 * merged in any order print the same bytes as one accumulator fed every game. */
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fake_games.h"
#include "stats/stats.h"

/* Leader and "behind" follow the definitions: alone with the fewest cards leads, ties keep
 * the leader; the most cards (above the fewest) is behind. */
static void lead_tracker(void **state) {
  (void)state;
  stats_lead l;
  stats_lead_start(&l, 3);
  int a[3] = {7, 7, 7}, b[3] = {6, 7, 8}, c[3] = {6, 6, 8}, d[3] = {7, 5, 8}, e[3] = {0, 5, 8};
  stats_lead_observe(&l, a); /* all equal: no leader, nobody behind */
  assert_int_equal(l.leader, -1);
  assert_int_equal(l.behind, 0);
  stats_lead_observe(&l, b); /* seat 0 leads, seat 2 behind */
  stats_lead_observe(&l, c); /* tie: seat 0 keeps the lead */
  assert_int_equal(l.leader, 0);
  stats_lead_observe(&l, d); /* seat 1 takes the lead: one change */
  stats_lead_observe(&l, e); /* seat 0 back in front and out: two changes */
  assert_int_equal(l.changes, 2);
  stats_game g;
  stats_game_init(&g);
  g.winner = 0;
  stats_lead_finish(&l, &g);
  assert_int_equal(g.lead_changes, 2);
  assert_int_equal(g.winner_was_behind, 0);
  assert_int_equal(g.margin, 5);
  assert_int_equal(g.lead_kept, 1); /* mid-match (look 2 of 5) seat 0 led alone, and won */
  assert_int_equal(g.settled, 80);  /* it last lost the lead at look 4: 4 of 5 looks before */
  g.winner = 2;                     /* seat 2 was behind throughout */
  stats_lead_finish(&l, &g);
  assert_int_equal(g.winner_was_behind, 1);
  assert_int_equal(g.margin, 0);
  assert_int_equal(g.lead_kept, 0); /* the mid-match leader (seat 0) lost */
  assert_int_equal(g.settled, -1);  /* seat 2 never led alone: no measure */
  stats_game_free(&g);
}

/* A game's rounds, rules and failures reach the totals. */
static void add_one_game(void **state) {
  (void)state;
  stats_game g;
  stats_game_init(&g);
  stats_game_reset(&g, 42, 3, 2, 2);
  stats_game_round(&g, 30, 0, 2); /* seat 0 is first after dealer 2 */
  stats_game_round(&g, 12, 2, 0); /* seat 2 is second after dealer 0 */
  stats_game_rule(&g, "zero_pass", 2);
  stats_game_rule(&g, "seven_swap", 1);
  stats_game_rule(&g, "zero_pass", 1);
  g.winner = 2, g.turns = 42, g.plays[1] = 5, g.margin = 3, g.winner_was_behind = 1;
  g.lead_kept = 1, g.settled = 50;
  stats_totals t;
  const char *names[2] = {"a", "b"};
  stats_totals_init(&t, 3, 2, names);
  assert_int_equal(stats_add(&t, &g), 0);
  assert_int_equal(t.games, 1);
  assert_int_equal(t.decided, 1);
  assert_int_equal(t.wins[2], 1);
  assert_int_equal(t.wins_after_dealer[0], 1); /* match winner 2, first dealer 2 */
  assert_int_equal(t.round_wins[1], 1);
  assert_int_equal(t.round_wins[2], 1);
  assert_int_equal(t.round_turns.count[30], 1);
  assert_int_equal(t.game_turns.count[42], 1);
  assert_int_equal(t.comebacks, 1);
  assert_int_equal(t.secure_games, 1);
  assert_int_equal(t.secure_kept, 1);
  assert_int_equal(t.settled.count[50], 1);
  assert_int_equal(t.nrules, 2);
  assert_string_equal(t.rules[0].name, "seven_swap"); /* sorted by name */
  assert_int_equal(t.rules[1].count, 3);
  g.failure = STATS_STUCK;
  stats_add(&t, &g);
  assert_int_equal(t.decided, 1);
  assert_int_equal(t.failures[STATS_STUCK], 1);
  stats_totals_free(&t);
  stats_game_free(&g);
}

/* 1000 games in one accumulator, or in 7 uneven parts merged in seed order or backwards,
 * print the same JSON. */
static void merge_is_exact(void **state) {
  (void)state;
  stats_totals whole, parts[7], merged;
  fake_totals(&whole, 1, 1000);
  long cuts[8] = {0, 1, 140, 141, 500, 777, 901, 1000};
  for (int i = 0; i < 7; i++)
    fake_totals(&parts[i], 1 + (uint64_t)cuts[i], cuts[i + 1] - cuts[i]);
  stats_meta m;
  stats_meta_init(&m, "house", "hand_size=7", "random,random,random,random", 1, 1000);
  char *want = json_of(&whole, &m), err[200];
  for (int pass = 0; pass < 2; pass++) {
    stats_totals_init(&merged, FAKE_PLAYERS, FAKE_TYPES, fake_type_names);
    for (int i = 0; i < 7; i++)
      assert_int_equal(stats_merge(&merged, &parts[pass ? 6 - i : i], err, sizeof err), 0);
    char *got = json_of(&merged, &m);
    assert_string_equal(got, want);
    free(got);
    stats_totals_free(&merged);
  }
  assert_true(whole.failures[STATS_ERROR] > 0); /* the fake games do fail sometimes */
  assert_true(whole.comebacks > 0 && whole.comebacks < whole.decided);
  assert_true(whole.secure_kept > 0 && whole.secure_kept < whole.secure_games);
  assert_true(whole.settled.n > 0 && whole.settled.n <= whole.decided);
  free(want);
  for (int i = 0; i < 7; i++)
    stats_totals_free(&parts[i]);
  stats_totals_free(&whole);
}

/* Totals of other seats or card types do not merge. */
static void merge_refuses_other_shapes(void **state) {
  (void)state;
  stats_totals a, b;
  char err[200];
  stats_totals_init(&a, 4, 2, NULL);
  stats_totals_init(&b, 3, 2, NULL);
  assert_int_equal(stats_merge(&a, &b, err, sizeof err), -1);
  assert_non_null(strstr(err, "3 seats"));
  const char *names[2] = {"x", "y"};
  stats_totals_init(&b, 4, 2, names);
  assert_int_equal(stats_merge(&a, &b, err, sizeof err), -1);
  assert_non_null(strstr(err, "card type 0"));
  stats_totals_free(&a);
  stats_totals_free(&b);
}

/* More distinct rule names than the table holds are counted apart, not lost. */
static void too_many_rule_names(void **state) {
  (void)state;
  stats_totals t;
  stats_totals_init(&t, 2, 0, NULL);
  char name[32];
  for (int i = 0; i < STATS_MAX_RULES + 3; i++) {
    snprintf(name, sizeof name, "rule%03d", i);
    stats_add_rule(&t, name, 2);
  }
  assert_int_equal(t.nrules, STATS_MAX_RULES);
  assert_int_equal(t.rules_dropped, 6);
  for (int i = 1; i < t.nrules; i++)
    assert_true(strcmp(t.rules[i - 1].name, t.rules[i].name) < 0);
  stats_totals_free(&t);
}

/* Counts past the range of a long, negative counts and absurd histogram values are refused
 * with a message, never wrapped round into a wrong table. */
static void merge_refuses_overflow(void **state) {
  (void)state;
  stats_totals a, b;
  char err[200];
  stats_totals_init(&a, 2, 1, NULL);
  stats_totals_init(&b, 2, 1, NULL);
  a.games = LONG_MAX - 1;
  b.games = 2;
  assert_int_equal(stats_merge(&a, &b, err, sizeof err), -1);
  assert_non_null(strstr(err, "past"));
  b.games = 0, b.wins[1] = -1;
  assert_int_equal(stats_merge(&a, &b, err, sizeof err), -1);
  b.wins[1] = 0;
  assert_int_equal(stats_add_rule(&b, "rule", LONG_MAX), 0);
  assert_int_equal(stats_add_rule(&b, "rule", 1), -1);
  assert_int_equal(b.rules[0].count, LONG_MAX);
  assert_int_equal(stats_hist_add(&b.margin, (long)STATS_MAX_VALUE + 1, 1), -1);
  assert_int_equal(stats_hist_add(&b.margin, 3, -1), -1);
  assert_int_equal(stats_hist_add(&b.margin, 3, LONG_MAX), 0);
  assert_int_equal(stats_hist_add(&b.margin, 4, 1), -1);
  assert_int_equal(b.margin.n, LONG_MAX);
  stats_totals_free(&a);
  stats_totals_free(&b);
}

/* Ranking by score and looking at the hands are apart: the lead follows the ranks given
 * (lower is better), the final margin the last hands seen. */
static void lead_by_rank(void **state) {
  (void)state;
  stats_lead l;
  stats_lead_start(&l, 3);
  int hands[3] = {4, 2, 9}, r1[3] = {-50, 0, 0}, r2[3] = {-50, -80, 0};
  stats_lead_hands(&l, hands);
  stats_lead_rank(&l, r1); /* seat 0 leads by score; seats 1 and 2 are behind */
  assert_int_equal(l.leader, 0);
  assert_int_equal(l.behind, 6u);
  stats_lead_rank(&l, r2); /* seat 1 overtakes: one change */
  assert_int_equal(l.leader, 1);
  assert_int_equal(l.changes, 1);
  int last[3] = {0, 3, 5};
  stats_lead_hands(&l, last); /* the hands: no bearing on who leads */
  assert_int_equal(l.leader, 1);
  stats_game g;
  stats_game_init(&g);
  g.winner = 1;
  stats_lead_finish(&l, &g);
  assert_int_equal(g.winner_was_behind, 1); /* last (tied) after the first round */
  assert_int_equal(g.lead_changes, 1);
  stats_game_free(&g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(lead_tracker),
      cmocka_unit_test(lead_by_rank),
      cmocka_unit_test(add_one_game),
      cmocka_unit_test(merge_is_exact),
      cmocka_unit_test(merge_refuses_other_shapes),
      cmocka_unit_test(too_many_rule_names),
      cmocka_unit_test(merge_refuses_overflow),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
