/* test_session.c: the table session (lua/session.c), which serve, the web table and the
 * Python client drive: an answer carries the number of the decision it answers and a stale
 * one is refused with the game unchanged; the bots wait while a window is open to a person
 * and go on once the person lets it go; undo goes back to before the person's action with
 * a new decision number; each viewer is told the events by the core's one rule, a window
 * only to the seats it is open to; and each event is told in words; a round's end is kept,
 * and held for people where the session says so. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <luno/session.h>
#include <luno/table.h>

/* A session of rules for players seats, bots as given ("human,random,..."). */
static luno_session *open_session(const char *rules, int players, uint64_t seed, const char *bots) {
  luno_config c;
  luno_config_init(&c);
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  snprintf(c.bots, sizeof c.bots, "%s", bots);
  c.players = players, c.seed = seed, c.has_seed = 1, c.has_bot_seed = 1, c.bot_seed = 1;
  char err[512];
  luno_session *s = luno_session_open(
      &c, "human", LUNO_SESSION_EVENTS | LUNO_SESSION_DIGESTS | LUNO_SESSION_WORDS, err,
      sizeof err);
  if (!s) fail_msg("%s", err);
  return s;
}

/* The pending decision's first option. */
static luno_action first_option(luno_session *s) {
  const luno_pending *p = luno_pending_of(luno_session_game(s));
  assert_true(p->count > 0);
  return p->options[0];
}

/* Two answers to one decision: the first is taken, the second refused, nothing changed. */
static void test_stale_answer_refused(void **state) {
  (void)state;
  luno_session *s = open_session("official", 2, 4, "human,human");
  char err[256];
  long d = luno_session_decision(s);
  luno_action a = first_option(s);
  assert_int_equal(luno_session_apply(s, d, a, NULL, 0, err, sizeof err), 0);
  uint64_t after = luno_digest(luno_session_game(s));
  int len = luno_log_length(luno_session_game(s));
  assert_true(luno_session_decision(s) > d);
  assert_int_equal(luno_session_apply(s, d, first_option(s), NULL, 0, err, sizeof err), -1);
  assert_non_null(strstr(err, "is not the one pending"));
  assert_int_equal(luno_log_length(luno_session_game(s)), len);
  assert_true(luno_digest(luno_session_game(s)) == after);
  luno_session_close(s);
}

/* Undo goes back to before the person's action, with a decision number never seen. */
static void test_undo_renumbers(void **state) {
  (void)state;
  luno_session *s = open_session("official", 2, 4, "human,random");
  char err[256];
  assert_int_equal(luno_session_run_bots(s, err, sizeof err), 0);
  uint64_t before = luno_digest(luno_session_game(s));
  long d = luno_session_decision(s);
  assert_int_equal(luno_session_apply(s, d, first_option(s), NULL, 1, err, sizeof err), 0);
  long later = luno_session_decision(s);
  assert_int_equal(luno_session_undo(s, err, sizeof err), 0);
  assert_true(luno_digest(luno_session_game(s)) == before);
  assert_true(luno_session_decision(s) > later);
  assert_int_equal(luno_session_undo(s, err, sizeof err), -1); /* nothing left to undo */
  luno_session_close(s);
}

/* A fork holds the game as it was after n actions, checked; what is done on it stays
 * there. */
static void test_fork_apart(void **state) {
  (void)state;
  luno_session *s = open_session("official", 2, 4, "human,random");
  char err[256];
  uint64_t start = luno_digest(luno_session_game(s));
  assert_int_equal(
      luno_session_apply(s, luno_session_decision(s), first_option(s), NULL, 1, err, sizeof err),
      0);
  luno_game *g = luno_session_game(s);
  int len = luno_log_length(g);
  uint64_t now = luno_digest(g);
  luno_session *f = luno_session_fork(s, len, LUNO_SESSION_DIGESTS, err, sizeof err);
  assert_non_null(f);
  assert_true(luno_digest(luno_session_game(f)) == now);
  assert_int_equal(luno_session_replay(f, first_option(f), NULL, err, sizeof err), LUNO_OK);
  assert_true(luno_log_length(luno_session_game(s)) == len && luno_digest(g) == now);
  luno_session_close(f);
  f = luno_session_fork(s, 0, 0, err, sizeof err);
  assert_non_null(f);
  assert_true(luno_digest(luno_session_game(f)) == start);
  luno_session_close(f);
  luno_session_close(s);
}

/* Keeps the last line an eval gave (its ud is a 64-byte buffer). */
static void last_line(void *ud, const char *line) { snprintf(ud, 64, "%s", line); }

/* What code gives on the session's kept copy (luno_session_eval), as text. */
static const char *eval_on_copy(luno_session *s, const char *code, char out[64]) {
  char err[256];
  snprintf(out, 64, "(nothing)");
  if (luno_session_eval(s, code, last_line, out, err, sizeof err) < 0)
    snprintf(out, 64, "%.63s", err);
  return out;
}

/* What code gives on a fresh fork of the session's game: what the kept copy must give. */
static const char *eval_on_fork(luno_session *s, const char *code, char out[64]) {
  char err[256];
  luno_session *f = luno_session_fork(s, luno_log_length(luno_session_game(s)), 0, err, sizeof err);
  assert_non_null(f);
  snprintf(out, 64, "(nothing)");
  if (luno_host_eval(luno_session_table(f)->host, luno_session_game(f), code, last_line, out, err,
                     sizeof err) < 0)
    snprintf(out, 64, "%.63s", err);
  luno_session_close(f);
  return out;
}

/* luno_session_eval runs on a copy of the game the session keeps: what the code writes to
 * g.vars, at any depth, is gone at the next eval and never reaches the game; a method that
 * would change the table is an error; after a move the copy is the new position's. */
static void test_eval_on_copy(void **state) {
  (void)state;
  luno_session *s = open_session("official", 2, 4, "human,random");
  char a[64], b[64], err[256];
  uint64_t digest = luno_digest(luno_session_game(s));
  assert_string_equal(eval_on_copy(s, "g.vars.n = { deep = { 1 } }", a), "(nothing)");
  assert_string_equal(eval_on_copy(s, "g.vars.n", a), "nil");
  assert_string_equal(eval_on_copy(s, "rawequal(g.vars.n, nil) and 'gone'", a), "gone");
  assert_non_null(strstr(eval_on_copy(s, "g:draw(0)", a), "may not change the game"));
  assert_true(luno_digest(luno_session_game(s)) == digest);
  assert_string_equal(eval_on_copy(s, "#g:hand(0)", a), eval_on_fork(s, "#g:hand(0)", b));
  assert_int_equal(
      luno_session_apply(s, luno_session_decision(s), first_option(s), NULL, 1, err, sizeof err),
      0);
  assert_string_equal(eval_on_copy(s, "#g:hand(0) .. ' ' .. g.current", a),
                      eval_on_fork(s, "#g:hand(0) .. ' ' .. g.current", b));
  luno_session_close(s);
}

/* Opened in two steps: the table first, then its game, started once. */
static void test_open_then_start(void **state) {
  (void)state;
  luno_config c;
  luno_config_init(&c);
  snprintf(c.rules, sizeof c.rules, "official");
  c.players = 3, c.seed = 9, c.has_seed = 1;
  char err[256];
  luno_session *s = luno_session_open_table(&c, "random", 0, err, sizeof err);
  assert_non_null(s);
  assert_null(luno_session_game(s));
  assert_int_equal(luno_session_start(s, err, sizeof err), 0);
  assert_non_null(luno_session_game(s));
  assert_int_equal(luno_session_start(s, err, sizeof err), -1);
  assert_string_equal(luno_session_traceback(s), "");
  luno_session_close(s);
}

/* A color chosen is told with who chose it: "You choose blue" to the chooser, "Seat 1
 * chooses blue" to the others (the session knows whose answer set it). */
static void test_color_chooser_told(void **state) {
  (void)state;
  luno_session *s = open_session("official", 2, 3, "human,human");
  char err[256], want_you[64], want_them[64];
  int told = 0;
  for (int step = 0; step < 2000 && !told; step++) {
    const luno_pending *p = luno_pending_of(luno_session_game(s));
    if (p->kind == LUNO_ASK_NONE) break;
    int color = p->kind == LUNO_ASK_COLOR, seat = p->seat, pick = (step * 7) % p->count;
    luno_action a = p->options[color ? 2 : pick];
    int from = luno_session_nevents(s);
    assert_int_equal(luno_session_apply(s, luno_session_decision(s), a, NULL, 0, err, sizeof err),
                     0);
    if (!color) continue;
    const char *name = luno_setup_of(luno_session_game(s))->colors[a.value];
    snprintf(want_you, sizeof want_you, "You choose %s", name);
    snprintf(want_them, sizeof want_them, "Seat %d chooses %s", seat, name);
    for (int i = from; i < luno_session_nevents(s); i++) {
      luno_told t;
      if (!luno_session_event(s, i, seat, &t) || t.kind != LUNO_LOG_COLOR) continue;
      assert_string_equal(t.words, want_you);
      assert_int_equal(luno_session_event(s, i, 1 - seat, &t), 1);
      assert_string_equal(t.words, want_them);
      told = 1;
    }
  }
  assert_true(told);
  luno_session_close(s);
}

/* The COLOR events a game told: how many, and how many named a seat that chose. */
typedef struct colors_heard {
  int colors, chosen, bad;
} colors_heard;

static void hear_color(void *ud, const luno_game *g, const luno_log_event *e) {
  colors_heard *h = ud;
  if (e->kind != LUNO_LOG_COLOR) return;
  h->colors++;
  if (e->card >= 0) h->chosen++;
  if (e->card >= luno_state_of(g)->players) h->bad++;
}

/* Who chose a color is the core's to say (the COLOR event's card), whoever answers: here
 * random bots answer the Wilds' questions where they are asked (luno_table_decide_here),
 * with no session around the game, and every color of official UNO is a seat's choice. */
static void test_color_chooser_from_core(void **state) {
  (void)state;
  luno_config c;
  luno_config_init(&c);
  c.players = 3, c.seed = 5, c.has_seed = 1, c.has_bot_seed = 1, c.bot_seed = 1;
  luno_table t;
  char err[512];
  if (luno_table_open(&t, &c, "random", err, sizeof err) < 0) fail_msg("%s", err);
  luno_game *g = luno_new(&t.setup, luno_host_rules(t.host), err, sizeof err);
  assert_non_null(g);
  colors_heard h = {0};
  luno_listen(g, hear_color, &h);
  luno_table_decide_here(&t, g);
  luno_table_reseed(&t, 5);
  assert_int_equal(luno_reseed(g, 5), LUNO_OK);
  luno_match_hooks hooks = {0};
  assert_int_equal(luno_table_play(&t, g, &hooks, err, sizeof err), LUNO_MATCH_OVER);
  assert_true(h.colors > 0);
  assert_int_equal(h.chosen, h.colors);
  assert_int_equal(h.bad, 0);
  luno_free(g);
  luno_table_close(&t);
}

/* Draws one after another by one seat in one action (special's Merlin: each seat draws
 * until a color, a card at a time) are told as one sentence at the last of them, the ones
 * before it told nothing: as the REPL joins them, by luno_narrate_joins. */
static void test_draws_joined(void **state) {
  (void)state;
  luno_session *s = open_session("special", 4, 13, "random");
  char err[256];
  assert_true(luno_session_run_bots(s, err, sizeof err) >= 0);
  int joined = 0;
  for (int i = 1; i < luno_session_nevents(s); i++) {
    luno_told t, before;
    int n = 0;
    if (!luno_session_event(s, i, LUNO_VIEW_PUBLIC, &t) || t.kind != LUNO_LOG_DRAW ||
        t.value != 1 || !t.words || sscanf(t.words, "Seat %*d draws %d cards", &n) != 1)
      continue;
    assert_true(n > 1);
    assert_int_equal(luno_session_event(s, i - 1, LUNO_VIEW_PUBLIC, &before), 1);
    assert_int_equal(before.kind, LUNO_LOG_DRAW);
    assert_null(before.words);
    joined++;
  }
  assert_true(joined > 0);
  luno_session_close(s);
}

/* A card into or out of a zone is an event (LUNO_LOG_ZONE), told by the core's one rule:
 * a card tucked face down into a seat's own nest, and taken back out, is named to that
 * seat only; the others and the public read "Seat 1 puts a card in seat 1's nest". */
static void test_zone_moves_told(void **state) {
  (void)state;
  luno_session *s = open_session("official," LUNO_TEST_RULESETS "/tucker.lua", 3, 2, "random");
  char err[256];
  assert_true(luno_session_run_bots(s, err, sizeof err) >= 0);
  int into = 0, out = 0;
  for (int i = 0; i < luno_session_nevents(s); i++) {
    luno_told pub, own;
    if (!luno_session_event(s, i, LUNO_VIEW_PUBLIC, &pub) || pub.kind != LUNO_LOG_ZONE) continue;
    assert_true(pub.seat >= 0);
    assert_int_equal(pub.card, -1);
    assert_non_null(strstr(pub.words, pub.value > 0 ? " puts a card in " : " takes a card from "));
    assert_non_null(strstr(pub.words, "'s nest")); /* (a seat's own: "seat 1's nest") */
    assert_int_equal(luno_session_event(s, i, pub.seat, &own), 1);
    assert_true(own.card >= 0);
    assert_null(strstr(own.words, "a card"));
    into += pub.value > 0, out += pub.value < 0;
  }
  assert_true(into > 0 && out > 0);
  luno_session_close(s);
}

/* Seat names for a narrator, as the REPL gives them. */
static const char *named(void *ud, int seat) {
  static const char *const names[] = {"Ann", "Bo", "Cy"};
  (void)ud;
  return seat >= 0 && seat < 3 ? names[seat] : "?";
}

/* One narration, two narrators: luno_narrate's "you" and "seat N" (serve, the web page),
 * and one with names and no "you" (the REPL's screens). */
static void test_narrators(void **state) {
  (void)state;
  luno_session *s = open_session("official", 3, 4, "human,human,human");
  const luno_game *g = luno_session_game(s);
  char out[256];
  luno_log_event swap = {.kind = LUNO_LOG_SWAP, .seat = 0, .card = -1, .value = 2};
  luno_log_event round = {.kind = LUNO_LOG_ROUND, .seat = 1, .card = -1, .value = 2};
  luno_narrator names = {.viewer = 0, .seat_name = named};
  assert_true(luno_narrate(g, &swap, 0, out, sizeof out) > 0);
  assert_string_equal(out, "You and seat 2 swap hands");
  assert_true(luno_narrate_as(g, &swap, &names, out, sizeof out) > 0);
  assert_string_equal(out, "Ann and Cy swap hands");
  assert_true(luno_narrate(g, &round, 1, out, sizeof out) > 0);
  assert_string_equal(out, "Round 2: you deal");
  assert_true(luno_narrate_as(g, &round, &names, out, sizeof out) > 0);
  assert_string_equal(out, "Round 2: Bo deals");
  luno_session_close(s);
}

/* Whether a jump-in window is open to seat now. */
static int window_open_to(luno_session *s, int seat) {
  const luno_pending *p = luno_pending_of(luno_session_game(s));
  for (int i = 0; i < p->nreactions; i++)
    if (p->reactions[i].window > 0 && p->reactions[i].seat == seat) return 1;
  return 0;
}

/* With jump-in on, a person holding a twin of the top card makes the bots wait, however
 * many bot steps are tried; go_on lets them play on. Over many seeds some such wait comes. */
static void test_bots_wait_for_a_person(void **state) {
  (void)state;
  int waits = 0;
  char err[256];
  for (uint64_t seed = 1; seed <= 40 && waits < 3; seed++) {
    luno_session *s = open_session("official,jump_in", 4, seed, "human,random,random,random");
    for (int moves = 0; moves < 400 && luno_pending_of(luno_session_game(s))->kind; moves++) {
      int r = luno_session_bot_step(s, err, sizeof err);
      assert_true(r >= 0);
      if (r == 1) continue;
      if (luno_session_waiting(s) & 1) {
        assert_true(window_open_to(s, 0));
        int len = luno_log_length(luno_session_game(s));
        for (int i = 0; i < 5; i++) /* nothing moves while the person may react */
          assert_int_equal(luno_session_bot_step(s, err, sizeof err), 0);
        assert_int_equal(luno_log_length(luno_session_game(s)), len);
        assert_int_equal(luno_session_go_on(s, luno_session_decision(s) + 1, 0, err, sizeof err),
                         -1); /* (a stale let-go too) */
        assert_int_equal(luno_session_go_on(s, luno_session_decision(s), 0, err, sizeof err), 0);
        assert_int_equal(luno_session_waiting(s) & 1, 0);
        waits++;
        continue;
      }
      const luno_pending *p = luno_pending_of(luno_session_game(s));
      if (p->kind == LUNO_ASK_NONE) break;
      assert_int_equal(p->seat, 0); /* the person decides: answer */
      assert_int_equal(
          luno_session_apply(s, luno_session_decision(s), p->options[0], NULL, 0, err, sizeof err),
          0);
    }
    luno_session_close(s);
  }
  assert_true(waits >= 3);
}

/* Plays s's person (seat 0, its first option) and bots until a round has ended or the match
 * is over; returns the rounds ended. */
static int play_to_round_end(luno_session *s) {
  char err[256];
  for (int moves = 0; moves < 2000 && luno_session_rounds(s) == 0; moves++) {
    const luno_pending *p = luno_pending_of(luno_session_game(s));
    if (p->kind == LUNO_ASK_NONE) break;
    int r = luno_session_bot_step(s, err, sizeof err);
    assert_true(r >= 0);
    if (r == 1 || luno_session_rounds(s)) continue;
    if (luno_session_waiting(s)) { /* (a window open to the person: let it go) */
      assert_int_equal(luno_session_go_on(s, luno_session_decision(s), 0, err, sizeof err), 0);
      continue;
    }
    assert_int_equal(p->seat, 0);
    assert_int_equal(
        luno_session_apply(s, luno_session_decision(s), p->options[0], NULL, 0, err, sizeof err),
        0);
  }
  return luno_session_rounds(s);
}

/* A round's end is kept as facts: the counted hands' points are what the winner gained,
 * the scores the game's. With LUNO_SESSION_ROUND_ENDS the bots hold there until the person
 * goes on (nothing moves meanwhile); without it they never hold. An undo to before it
 * forgets it. */
static void test_round_end_waits(void **state) {
  (void)state;
  luno_config c;
  luno_config_init(&c);
  snprintf(c.rules, sizeof c.rules, "official");
  snprintf(c.bots, sizeof c.bots, "human,random");
  c.players = 2, c.seed = 3, c.has_seed = 1, c.has_bot_seed = 1, c.bot_seed = 1;
  char err[256];
  for (int hold = 0; hold <= 1; hold++) {
    luno_session *s = luno_session_open(&c, "human",
                                        LUNO_SESSION_EVENTS | LUNO_SESSION_DIGESTS |
                                            (hold ? LUNO_SESSION_ROUND_ENDS : 0),
                                        err, sizeof err);
    assert_non_null(s);
    assert_int_equal(play_to_round_end(s), 1);
    const luno_round_end *r = luno_session_round_end(s, 0);
    const luno_state *st = luno_state_of(luno_session_game(s));
    assert_non_null(r);
    assert_null(luno_session_round_end(s, 1));
    assert_int_equal(r->round, 1);
    assert_true(r->winner >= 0 && r->winner < 2);
    int counted = 0;
    for (int seat = 0; seat < 2; seat++) {
      assert_int_equal(r->scores[seat], st->scores[seat]);
      assert_int_equal(r->gained[seat], st->scores[seat]);
      assert_int_equal(r->counted[seat], seat != r->winner);
      if (r->counted[seat]) counted += r->points[seat];
    }
    assert_int_equal(r->gained[r->winner], counted);
    assert_int_equal(r->match_winner, -2);
    assert_int_equal(luno_session_round_waiting(s), hold ? 1 : 0);
    if (hold) {
      int len = luno_log_length(luno_session_game(s));
      for (int i = 0; i < 5; i++)
        if (luno_pending_of(luno_session_game(s))->seat != 0)
          assert_int_equal(luno_session_bot_step(s, err, sizeof err), 0);
      assert_int_equal(luno_log_length(luno_session_game(s)), len);
      assert_int_equal(luno_session_go_on(s, luno_session_decision(s), 0, err, sizeof err), 0);
      assert_int_equal(luno_session_round_waiting(s), 0);
    }
    assert_int_equal(luno_session_undo(s, err, sizeof err), 0); /* (back before the last move) */
    assert_int_equal(luno_session_rounds(s), 0);
    luno_session_close(s);
  }
}

/* A window's event reaches only the seats it is open to; every event of a seat's own play
 * is told it in words with "you". */
static void test_told_and_words(void **state) {
  (void)state;
  luno_session *s = open_session("official,jump_in", 4, 3, "human,human,human,human");
  char err[256];
  int windows = 0, yours = 0;
  for (int moves = 0; moves < 300 && luno_pending_of(luno_session_game(s))->kind; moves++) {
    int from = luno_session_nevents(s);
    luno_action a = first_option(s);
    assert_int_equal(luno_session_apply(s, luno_session_decision(s), a, NULL, 0, err, sizeof err),
                     0);
    for (int i = from; i < luno_session_nevents(s); i++) {
      luno_told all, mine;
      assert_int_equal(luno_session_event(s, i, LUNO_VIEW_ALL, &all), 1);
      if (all.kind == LUNO_LOG_WINDOW) { /* still open: told to its seats, none else */
        const luno_pending *p = luno_pending_of(luno_session_game(s));
        uint16_t open = 0;
        for (int r = 0; r < p->nreactions; r++)
          if (p->reactions[r].window == all.value) open |= (uint16_t)(1u << p->reactions[r].seat);
        for (int seat = 0; open && seat < 4; seat++)
          assert_int_equal(luno_session_event(s, i, seat, &mine), (open >> seat) & 1);
        windows += open != 0 && open != 0xf; /* (a window open to some seats only) */
      }
      if (all.kind == LUNO_LOG_PLAY && luno_session_event(s, i, all.seat, &mine)) {
        assert_non_null(mine.words);
        assert_true(!strncmp(mine.words, "You play ", 9));
        yours++;
      }
    }
  }
  assert_true(windows > 0);
  assert_true(yours > 20);
  luno_session_close(s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_stale_answer_refused), cmocka_unit_test(test_undo_renumbers),
      cmocka_unit_test(test_fork_apart),           cmocka_unit_test(test_narrators),
      cmocka_unit_test(test_color_chooser_told),   cmocka_unit_test(test_color_chooser_from_core),
      cmocka_unit_test(test_draws_joined),         cmocka_unit_test(test_zone_moves_told),
      cmocka_unit_test(test_open_then_start),      cmocka_unit_test(test_bots_wait_for_a_person),
      cmocka_unit_test(test_told_and_words),       cmocka_unit_test(test_eval_on_copy),
      cmocka_unit_test(test_round_end_waits),
  };
  return cmocka_run_group_tests_name("session", tests, NULL, NULL);
}
