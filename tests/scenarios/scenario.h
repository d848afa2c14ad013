/* scenario.h: the scenario harness's shared parts: the scenario record, card names, reading
 * the scenario table (scenario_util.c) and the expectations (expect.c). Private to
 * tests/scenarios. */
#ifndef LUNO_TEST_SCENARIO_H
#define LUNO_TEST_SCENARIO_H

#include <lauxlib.h>
#include <libgen.h>
#include <lua.h>
#include <lualib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <luno/host.h>
#include <luno/luno.h>
#include <luno/luno_host.h>
#include <luno/table.h>

typedef struct card_spec {
  int type, color; /* color -1 for a wild type */
} card_spec;

typedef struct scenario {
  const char *file;
  lua_State *L; /* the scenario's own Lua state; the scenario table at index 1 */
  luno_host *h;
  luno_setup setup;
  luno_game *g;
  uint8_t used[LUNO_MAX_CARDS];
  int flipped; /* the card stacked as the first flip */
  int step;    /* 1-based, 0 before the script */
  int trace;
  char said[8192]; /* what scripts said (luno_say), one line each */
  char windows[LUNO_MAX_WINDOWS * 4][LUNO_NAME_MAX];
  int window_ids[LUNO_MAX_WINDOWS * 4];
  int nwindows;
  const char *answer; /* the text of an `answer` step, applied with luno_answer */
} scenario;

/* The names of the decision kinds, as scenarios write them. */
extern const char *const kind_names[9];

void die(scenario *s, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
int color_named(const luno_setup *st, const char *text);
card_spec parse_card(scenario *s, const char *text);
const char *card_text(scenario *s, int card, char *buf, size_t len);
int is_spec(const luno_game *g, int card, card_spec c);
int take_card(scenario *s, const char *text);
int find_card(scenario *s, int seat, const char *text);
int get(lua_State *L, int t, const char *k);
int opt_int(scenario *s, int t, const char *k, int def);
const char *opt_str(scenario *s, int t, const char *k, const char *def);
int has(scenario *s, int t, const char *k);
int opt_bool(scenario *s, int t, const char *k);
int take_list(scenario *s, int t, uint16_t *out, int max);
void check_invariants(scenario *s);
const char *pending_text(scenario *s, char *buf, size_t len);
void compare_cards(scenario *s, const char *what, const int *cards, int n, int list, int exact);
void pile_cards(scenario *s, int pile, int *out, int *n);
void check_knowledge(scenario *s, int list, int want);
void check_said(scenario *s, int list, int want);
void check_expect(scenario *s, int e);

#endif
