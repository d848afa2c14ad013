/* test_sizes.c: the structs a program fills or holds carry their size as the program was
 * built (lua/include/luno/table.h): a luno_config or luno_setup of fewer bytes (a program
 * built before fields were appended) is read with the rest at their defaults, one not made
 * by its init or from a newer header is refused in one line, and a luno_table of another
 * layout is refused when it opens, with nothing for luno_table_close to free. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <luno/session.h>
#include <luno/table.h>

/* A config of two official seats, its size as given. */
static void two_seats(luno_config *c, size_t size) {
  luno_config_init_sized(c, size);
  c->players = 2, c->seed = 3, c->has_seed = 1, c->has_bot_seed = 1, c->bot_seed = 1;
}

/* A config older than this library (its last field, forget_uno, unknown to it) opens a
 * table with that field at its default; one of size 0 or of a newer header is refused. */
static void test_config_sizes(void **state) {
  (void)state;
  luno_config c;
  luno_table t;
  char err[256];
  two_seats(&c, offsetof(luno_config, forget_uno));
  c.forget_uno = 0.75; /* (past the program's config: never read) */
  assert_int_equal(luno_table_open(&t, &c, "random", err, sizeof err), 0);
  assert_int_equal(t.setup.players, 2);
  assert_true(t.forget_uno == 0); /* the default: unset */
  luno_table_close(&t);
  two_seats(&c, sizeof c);
  c.size = 0;
  assert_int_equal(luno_table_open(&t, &c, "random", err, sizeof err), -1);
  assert_string_equal(err, "the luno_config was not made by luno_config_init (its size is 0)");
  luno_table_close(&t);
  c.size = sizeof c + 8;
  assert_null(luno_session_open(&c, "random", 0, err, sizeof err));
  assert_non_null(strstr(err, "from a newer luno header"));
  assert_null(luno_host_open(&c, err, sizeof err));
}

/* A flag that sets a field past an older program's config is refused, not written past it;
 * one within it is taken. */
static void test_flag_past_an_older_config(void **state) {
  (void)state;
  luno_config c;
  char err[256];
  two_seats(&c, offsetof(luno_config, forget_uno));
  char *args[] = {(char *)"--forget-uno", (char *)"0.5", (char *)"--players", (char *)"3"};
  int i = 0;
  assert_int_equal(luno_config_flag(&c, 4, args, &i, err, sizeof err), -1);
  assert_non_null(strstr(err, "has no room for it"));
  i = 2;
  assert_int_equal(luno_config_flag(&c, 4, args, &i, err, sizeof err), 1);
  assert_int_equal(c.players, 3);
  assert_int_equal((int)c.size, (int)offsetof(luno_config, forget_uno));
}

/* A luno_table of another size than the library's is refused at open and at fork. */
static void test_table_size(void **state) {
  (void)state;
  luno_config c;
  luno_table t, u;
  char err[256];
  two_seats(&c, sizeof c);
  assert_int_equal(luno_table_open_sized(&t, sizeof t - 8, &c, "random", err, sizeof err), -1);
  assert_non_null(strstr(err, "built against another luno/table.h"));
  assert_null(t.host);
  luno_table_close(&t); /* (harmless) */
  assert_int_equal(luno_table_open(&t, &c, "random", err, sizeof err), 0);
  assert_int_equal((int)t.size, (int)sizeof t);
  assert_int_equal(luno_table_fork_sized(&u, sizeof u + 8, &t, &c, "random", err, sizeof err), -1);
  luno_table_close(&t);
}

/* A setup not made by luno_setup_init is refused by luno_new; an older program's smaller
 * setup gets the fields it has, and is refused when the game needs one past them. */
static void test_setup_sizes(void **state) {
  (void)state;
  luno_config c;
  luno_table t;
  char err[256];
  two_seats(&c, sizeof c);
  assert_int_equal(luno_table_open(&t, &c, "random", err, sizeof err), 0);
  luno_setup *s = malloc(sizeof *s);
  *s = t.setup;
  s->size = 0;
  assert_null(luno_new(s, luno_host_rules(t.host), err, sizeof err));
  assert_string_equal(err, "the setup was not made by luno_setup_init");
  size_t older = offsetof(luno_setup, must_play); /* (the last field) */
  assert_int_equal(luno_host_build_sized(t.host, 2, 3, s, older, err, sizeof err), 0);
  assert_int_equal((int)s->size, (int)older);
  luno_game *g = luno_new(s, luno_host_rules(t.host), err, sizeof err);
  assert_non_null(g);
  luno_free(g);
  luno_table_close(&t);
  snprintf(c.rules, sizeof c.rules, "official,must_play"); /* (a game that needs must_play) */
  assert_int_equal(luno_table_open(&t, &c, "random", err, sizeof err), 0);
  assert_int_equal(luno_host_build_sized(t.host, 2, 3, s, older, err, sizeof err), -1);
  assert_string_equal(err, "the game needs fields the program's luno_setup lacks");
  free(s);
  luno_table_close(&t);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_config_sizes),
      cmocka_unit_test(test_flag_past_an_older_config),
      cmocka_unit_test(test_table_size),
      cmocka_unit_test(test_setup_sizes),
  };
  return cmocka_run_group_tests_name("sizes", tests, NULL, NULL);
}
