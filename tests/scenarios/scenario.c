/* scenario.c: runs rule scenarios, strictly. A scenario is a Lua file returning a table
 * (see tests/README.md): the rules and options, fixed hands, the first card flipped and
 * the next cards of the draw pile, a script of decisions, and what must hold after.
 *
 * The harness builds the setup through the host (host_load, host_set, host_build), stacks
 * the first deal (setup.stack: one card per seat in turn from the dealer's left, then the
 * flip, then the draws), then applies each step. A step that answers a decision fails the
 * scenario unless the pending decision is exactly that seat's and of that kind (no
 * decision goes unscripted); refusals are checked for their reason and for leaving the
 * game unchanged; luno_check runs after every step.
 *
 * usage: scenario FILE.lua...   (LUNO_SCENARIO_TRACE=1 prints the game's events) */
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

static const char *const kind_names[] = {"none", "turn",      "color",  "player",
                                         "card", "direction", "yes_no", "text"};

/* Reports a failure with the file and step, and exits. */
static void die(scenario *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (s->step > 0)
    fprintf(stderr, "%s: step %d: ", s->file, s->step);
  else
    fprintf(stderr, "%s: ", s->file);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(1);
}

/* ---------------------------------------------------------------------------------------
 * Cards as people write them: "red 7", "green skip", "blue Draw Two", "wild"
 * ------------------------------------------------------------------------------------- */

/* The type named (or labelled) text, or -1. */
static int type_named(const luno_setup *st, const char *text) {
  for (int t = 0; t < st->ntypes; t++)
    if (!strcasecmp(st->types[t].name, text)) return t;
  for (int t = 0; t < st->ntypes; t++)
    if (!strcasecmp(st->types[t].label, text)) return t;
  return -1;
}

static int color_named(const luno_setup *st, const char *text) {
  for (int c = 0; c < st->ncolors; c++)
    if (!strcasecmp(st->colors[c], text)) return c;
  return -1;
}

static card_spec parse_card(scenario *s, const char *text) {
  char buf[128];
  snprintf(buf, sizeof buf, "%s", text);
  card_spec c = {-1, -1};
  char *space = strchr(buf, ' ');
  if (space) {
    *space = '\0';
    c.color = color_named(&s->setup, buf);
    if (c.color < 0)
      *space = ' ';
    else
      c.type = type_named(&s->setup, space + 1);
  }
  if (c.color < 0) c.type = type_named(&s->setup, buf);
  if (c.type < 0) die(s, "no card '%s' in this ruleset", text);
  if (s->setup.types[c.type].colored && c.color < 0) die(s, "'%s' needs a color", text);
  if (!s->setup.types[c.type].colored && c.color >= 0)
    die(s, "'%s' is a wild type: no color", text);
  return c;
}

/* A card as scenarios write it. */
static const char *card_text(scenario *s, int card, char *buf, size_t len) {
  const luno_card *c = luno_card_at(s->g, card);
  const char *name = s->setup.types[c->type].name;
  if (c->color < 0)
    snprintf(buf, len, "%s", name);
  else
    snprintf(buf, len, "%s %s", s->setup.colors[c->color], name);
  return buf;
}

static int is_spec(const luno_game *g, int card, card_spec c) {
  const luno_card *k = luno_card_at(g, card);
  return k->type == c.type && k->color == c.color;
}

/* An unused copy of the card, for the stacked deal. */
static int take_card(scenario *s, const char *text) {
  card_spec c = parse_card(s, text);
  for (int copy = 0;; copy++) {
    int id = luno_card_id(&s->setup, c.type, c.color, copy);
    if (id < 0) break;
    if (!s->used[id]) {
      s->used[id] = 1;
      return id;
    }
  }
  die(s, "the deck has no more copies of '%s' for the stacked deal", text);
  return -1;
}

/* The card in seat's hand, else any copy (so refusals of cards not held can be tried). */
static int find_card(scenario *s, int seat, const char *text) {
  card_spec c = parse_card(s, text);
  int n;
  const uint16_t *hand = luno_pile(s->g, LUNO_HAND(seat), &n);
  for (int i = 0; i < n; i++)
    if (is_spec(s->g, hand[i], c)) return hand[i];
  return luno_card_id(&s->setup, c.type, c.color, 0);
}

/* ---------------------------------------------------------------------------------------
 * Reading the scenario table
 * ------------------------------------------------------------------------------------- */

/* Pushes t[k] (t an absolute index). */
static int get(lua_State *L, int t, const char *k) { return lua_getfield(L, t, k); }

static int opt_int(scenario *s, int t, const char *k, int def) {
  int type = get(s->L, t, k);
  int v = def;
  if (type == LUA_TNUMBER && lua_isinteger(s->L, -1))
    v = (int)lua_tointeger(s->L, -1);
  else if (type != LUA_TNIL)
    die(s, "'%s' should be a whole number", k);
  lua_pop(s->L, 1);
  return v;
}

static const char *opt_str(scenario *s, int t, const char *k, const char *def) {
  int type = get(s->L, t, k);
  const char *v = def;
  if (type == LUA_TSTRING)
    v = lua_tostring(s->L, -1); /* anchored in the table */
  else if (type != LUA_TNIL)
    die(s, "'%s' should be a string", k);
  lua_pop(s->L, 1);
  return v;
}

/* Whether t[k] is present. */
static int has(scenario *s, int t, const char *k) {
  int type = get(s->L, t, k);
  lua_pop(s->L, 1);
  return type != LUA_TNIL;
}

static int opt_bool(scenario *s, int t, const char *k) {
  get(s->L, t, k);
  int v = lua_toboolean(s->L, -1);
  lua_pop(s->L, 1);
  return v;
}

/* Reads a list of card names at index t into ids via take_card (stacking). */
static int take_list(scenario *s, int t, uint16_t *out, int max) {
  int n = (int)lua_rawlen(s->L, t);
  if (n > max) die(s, "too many cards in a list");
  for (int i = 1; i <= n; i++) {
    lua_rawgeti(s->L, t, i);
    if (!lua_isstring(s->L, -1)) die(s, "a card list holds something that is not a card name");
    out[i - 1] = (uint16_t)take_card(s, lua_tostring(s->L, -1));
    lua_pop(s->L, 1);
  }
  return n;
}

/* ---------------------------------------------------------------------------------------
 * Building the game
 * ------------------------------------------------------------------------------------- */

static void on_event(void *ud, const luno_game *g, const luno_log_event *e) {
  scenario *s = ud;
  static const char *const names[] = {"round",     "deal",       "flip",   "turn",    "play",
                                      "draw",      "pass",       "skip",   "reverse", "color",
                                      "reshuffle", "score",      "over",   "say",     "react",
                                      "swap",      "pass_hands", "reveal", "window"};
  if (e->kind == LUNO_LOG_SAY && e->text) {
    size_t n = strlen(s->said);
    snprintf(s->said + n, sizeof s->said - n, "%s\n", e->text);
  }
  if (!s->trace) return;
  char card[64] = "";
  int has_card = e->kind == LUNO_LOG_PLAY || e->kind == LUNO_LOG_DRAW || e->kind == LUNO_LOG_FLIP;
  if (has_card && e->card >= 0 && e->card < luno_state_of(g)->ncards)
    card_text(s, e->card, card, sizeof card);
  fprintf(stderr, "  [%s] seat %d %s value %d %s\n",
          (size_t)e->kind < sizeof names / sizeof *names ? names[e->kind] : "?", e->seat, card,
          e->value, e->text ? e->text : "");
}

/* Converts the option value on top of the stack to text for host_set. */
static const char *option_text(lua_State *L, char *buf, size_t len) {
  if (lua_isboolean(L, -1)) return lua_toboolean(L, -1) ? "true" : "false";
  if (lua_isinteger(L, -1)) {
    snprintf(buf, len, "%lld", (long long)lua_tointeger(L, -1));
    return buf;
  }
  snprintf(buf, len, "%s", lua_tostring(L, -1) ? lua_tostring(L, -1) : "");
  return buf;
}

static void build(scenario *s) {
  lua_State *L = s->L;
  char err[512];
  const char *rules = opt_str(s, 1, "rules", "official");
  int players = opt_int(s, 1, "players", 0);
  int dealer = opt_int(s, 1, "dealer", 0);
  int seed = opt_int(s, 1, "seed", 1);
  if (players < 2 || players > LUNO_MAX_SEATS) die(s, "players should be 2 to 10");
  luno_config c;
  config_init(&c);
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  const char *extra = opt_str(s, 1, "path", NULL);
  if (extra) { /* a folder of the scenario's own (a quiz bank), searched first */
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", s->file);
    snprintf(c.path, sizeof c.path, "%.200s/%.300s", dirname(dir), extra);
  }
  s->h = host_open(&c, err, sizeof err);
  if (!s->h) die(s, "rules '%s': %s", rules, err);

  /* the hands fix hand_size, unless the scenario says it */
  if (get(L, 1, "hands") != LUA_TTABLE) die(s, "hands = { [0] = {...}, ... } is needed");
  int hands = lua_gettop(L);
  int hand_size = opt_int(s, 1, "hand_size", -1);
  for (int seat = 0; seat < players; seat++) {
    if (lua_geti(L, hands, seat) != LUA_TTABLE) die(s, "hands[%d] is missing", seat);
    int n = (int)lua_rawlen(L, -1);
    if (hand_size < 0) hand_size = n;
    if (n != hand_size)
      die(s, "hands[%d] holds %d cards, not %d: every hand is dealt the same size", seat, n,
          hand_size);
    lua_pop(L, 1);
  }
  char buf[64];
  snprintf(buf, sizeof buf, "%d", hand_size);
  if (host_set(s->h, "hand_size", buf, err, sizeof err) < 0) die(s, "hand_size: %s", err);
  if (get(L, 1, "set") == LUA_TTABLE) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      const char *name = lua_tostring(L, -2);
      if (!strcmp(name, "hand_size")) die(s, "give hand_size at the top level, not in set");
      if (host_set(s->h, name, option_text(L, buf, sizeof buf), err, sizeof err) < 0)
        die(s, "set %s: %s", name, err);
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  if (host_build(s->h, players, (uint64_t)seed, &s->setup, err, sizeof err) < 0)
    die(s, "host_build: %s", err);
  if (dealer < 0 || dealer >= players) die(s, "dealer %d is not a seat", dealer);
  s->setup.first_dealer = dealer;
  if (get(L, 1, "bots") == LUA_TTABLE) { /* bots = { seats }: rules may treat them apart */
    for (int i = 1; i <= (int)lua_rawlen(L, -1); i++) {
      lua_rawgeti(L, -1, i);
      int seat = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : -1;
      if (seat < 0 || seat >= players) die(s, "bots lists seats from 0 to %d", players - 1);
      s->setup.bots |= (uint16_t)(1u << seat);
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);

  /* the stacked deal: one card per seat from the dealer's left, hand_size rounds */
  uint16_t dealt[LUNO_MAX_SEATS][128];
  for (int seat = 0; seat < players; seat++) {
    lua_geti(L, hands, seat);
    take_list(s, lua_gettop(L), dealt[seat], 128);
    lua_pop(L, 1);
  }
  lua_pop(L, 1); /* hands */
  int n = 0;
  for (int k = 0; k < hand_size; k++)
    for (int i = 1; i <= players; i++)
      s->setup.stack[n++] = dealt[(dealer + i) % players][k];
  const char *top = opt_str(s, 1, "top", NULL);
  if (!top) die(s, "top = \"...\" (the first card flipped) is needed");
  s->flipped = take_card(s, top);
  s->setup.stack[n++] = (uint16_t)s->flipped;
  if (get(L, 1, "draw") == LUA_TTABLE)
    n += take_list(s, lua_gettop(L), s->setup.stack + n, LUNO_MAX_CARDS - n);
  lua_pop(L, 1);
  s->setup.nstack = n;

  s->g = luno_new(&s->setup, host_rules(s->h), err, sizeof err);
  if (!s->g) die(s, "the game could not start: %s", err);
  luno_listen(s->g, on_event, s);
}

/* ---------------------------------------------------------------------------------------
 * Expectations
 * ------------------------------------------------------------------------------------- */

static void check_invariants(scenario *s) {
  char msg[256];
  if (luno_check(s->g, msg, sizeof msg) < 0) die(s, "invariant: %s", msg);
}

/* Describes the pending decision for messages. */
static const char *pending_text(scenario *s, char *buf, size_t len) {
  const luno_pending *p = luno_pending_of(s->g);
  int n = snprintf(buf, len, "seat %d's %s decision (", p->seat, kind_names[p->kind]);
  for (int i = 0; i < p->count && n < (int)len - 40; i++) {
    const luno_action *o = &p->options[i];
    char card[64];
    static const char *const acts[] = {"play",  "draw",    "pass", "choose", "decline",
                                       "react", "penalty", "use",  "answer"};
    if (o->type == LUNO_ACT_PLAY)
      n += snprintf(buf + n, len - (size_t)n, "%splay %s%s", i ? ", " : "",
                    card_text(s, o->value, card, sizeof card),
                    o->flags & LUNO_BLUFF ? " (bluff)" : "");
    else if (o->type == LUNO_ACT_CHOOSE)
      n += snprintf(buf + n, len - (size_t)n, "%schoose %d", i ? ", " : "", o->value);
    else
      n += snprintf(buf + n, len - (size_t)n, "%s%s", i ? ", " : "",
                    o->type < 9 ? acts[o->type] : "?");
  }
  snprintf(buf + n, len - (size_t)n, ")");
  return buf;
}

/* Compares a hand (or option list) with expected card names as multisets. */
static void compare_cards(scenario *s, const char *what, const int *cards, int n, int list,
                          int exact) {
  lua_State *L = s->L;
  int m = (int)lua_rawlen(L, list);
  uint8_t matched[LUNO_MAX_CARDS] = {0};
  char got[1024] = "", card[64];
  for (int i = 0; i < n; i++) {
    size_t k = strlen(got);
    snprintf(got + k, sizeof got - k, "%s%s", i ? ", " : "",
             card_text(s, cards[i], card, sizeof card));
  }
  for (int j = 1; j <= m; j++) {
    lua_rawgeti(L, list, j);
    const char *name = lua_tostring(L, -1);
    card_spec c = parse_card(s, name ? name : "?");
    int found = 0;
    for (int i = 0; i < n && !found; i++)
      if (!matched[i] && is_spec(s->g, cards[i], c)) matched[i] = 1, found = 1;
    if (!found) die(s, "%s: expected %s among { %s }", what, name, got);
    lua_pop(L, 1);
  }
  if (exact && m != n) die(s, "%s: expected %d cards, got { %s }", what, m, got);
}

static void pile_cards(scenario *s, int pile, int *out, int *n) {
  const uint16_t *p = luno_pile(s->g, pile, n);
  for (int i = 0; i < *n; i++)
    out[i] = p[i];
}

/* expect.knows / not_knows: { { by = seat, hand = seat, cards = {...} }, ... } */
static void check_knowledge(scenario *s, int list, int want) {
  lua_State *L = s->L;
  for (int i = 1; i <= (int)lua_rawlen(L, list); i++) {
    lua_rawgeti(L, list, i);
    int e = lua_gettop(L);
    int by = opt_int(s, e, "by", -1), hand = opt_int(s, e, "hand", -1);
    if (by < 0 || hand < 0)
      die(s, "knows entries are { by = seat, hand = seat [, cards = {...}] }");
    int cards[LUNO_MAX_CARDS], n;
    pile_cards(s, LUNO_HAND(hand), cards, &n);
    int sel[LUNO_MAX_CARDS], m = 0;
    if (get(L, e, "cards") == LUA_TTABLE) {
      for (int j = 1; j <= (int)lua_rawlen(L, -1); j++) {
        lua_rawgeti(L, -1, j);
        card_spec c = parse_card(s, lua_tostring(L, -1));
        int found = -1;
        for (int k = 0; k < n && found < 0; k++) {
          int dup = 0;
          for (int q = 0; q < m; q++)
            dup |= sel[q] == cards[k];
          if (!dup && is_spec(s->g, cards[k], c)) found = cards[k];
        }
        if (found < 0) die(s, "knows: seat %d holds no %s", hand, lua_tostring(L, -1));
        sel[m++] = found;
        lua_pop(L, 1);
      }
    } else {
      for (int k = 0; k < n; k++)
        sel[m++] = cards[k];
    }
    lua_pop(L, 1);
    for (int k = 0; k < m; k++) {
      int knows = (luno_card_at(s->g, sel[k])->known >> by) & 1;
      char card[64];
      if (knows != want)
        die(s, "seat %d %s seat %d's %s", by, want ? "does not know" : "knows", hand,
            card_text(s, sel[k], card, sizeof card));
    }
    lua_pop(L, 1);
  }
}

/* Runs the statements for every seat key of the table at t, with its value on top. */
#define FOR_SEATS(L, t, seat, ...)                                                                 \
  do {                                                                                             \
    lua_pushnil(L);                                                                                \
    while (lua_next(L, t)) {                                                                       \
      if (!lua_isinteger(L, -2)) die(s, "seat keys are whole numbers");                            \
      int seat = (int)lua_tointeger(L, -2);                                                        \
      if (seat < 0 || seat >= s->setup.players) die(s, "no seat %d", seat);                        \
      __VA_ARGS__;                                                                                 \
      lua_pop(L, 1);                                                                               \
    }                                                                                              \
  } while (0)

static void check_said(scenario *s, int list, int want) {
  for (int i = 1; i <= (int)lua_rawlen(s->L, list); i++) {
    lua_rawgeti(s->L, list, i);
    const char *text = lua_tostring(s->L, -1);
    if (!text) die(s, "said lists strings");
    if (!!strstr(s->said, text) != want)
      die(s, "scripts %s '%s' (they said: %s)", want ? "did not say" : "said", text,
          s->said[0] ? s->said : "nothing");
    lua_pop(s->L, 1);
  }
}

/* ---------------------------------------------------------------------------------------
 * expect = { key = value, ... }: one function per key, in a dispatch table. Each is called
 * with the value of its key on top of the stack (index v).
 * ------------------------------------------------------------------------------------- */

typedef void (*expect_fn)(scenario *s, int v);

/* The value at v as a whole number (an error names the key otherwise). */
static int want_int(scenario *s, int v, const char *key) {
  if (!lua_isinteger(s->L, v)) die(s, "expect.%s should be a whole number", key);
  return (int)lua_tointeger(s->L, v);
}

/* Fails unless got equals the wanted number of key. */
static void same_int(scenario *s, int v, const char *key, int got, const char *what) {
  int want = want_int(s, v, key);
  if (got != want) die(s, "%s %d, expected %d", what, got, want);
}

static void expect_current(scenario *s, int v) {
  same_int(s, v, "current", luno_state_of(s->g)->current, "current seat");
}
static void expect_direction(scenario *s, int v) {
  same_int(s, v, "direction", luno_state_of(s->g)->direction, "direction");
}
static void expect_dealer(scenario *s, int v) {
  same_int(s, v, "dealer", luno_state_of(s->g)->dealer, "dealer");
}
static void expect_round(scenario *s, int v) {
  same_int(s, v, "round", luno_state_of(s->g)->round, "round");
}
static void expect_log_length(scenario *s, int v) {
  same_int(s, v, "log_length", luno_log_length(s->g), "log length");
}

static void expect_winner(scenario *s, int v) {
  const luno_state *st = luno_state_of(s->g);
  int want = want_int(s, v, "winner");
  if (!st->over || st->winner != want)
    die(s, "match winner %d (over: %d), expected %d", st->winner, st->over, want);
}

static void expect_over(scenario *s, int v) {
  if (lua_toboolean(s->L, v) != !!luno_state_of(s->g)->over)
    die(s, "the match is %sover", luno_state_of(s->g)->over ? "" : "not ");
}

/* The size of a pile against the wanted count. */
static void pile_size(scenario *s, int v, const char *key, int pile, const char *name) {
  int n, want = want_int(s, v, key);
  luno_pile(s->g, pile, &n);
  if (n != want) die(s, "the %s pile holds %d cards, expected %d", name, n, want);
}
static void expect_draw_pile(scenario *s, int v) {
  pile_size(s, v, "draw_pile", LUNO_DRAW_PILE, "draw");
}
static void expect_discard(scenario *s, int v) {
  pile_size(s, v, "discard", LUNO_DISCARD, "discard");
}

static void expect_draw_pile_unknown(scenario *s, int v) {
  char buf[64];
  int n;
  if (!lua_toboolean(s->L, v)) return;
  const uint16_t *pile = luno_pile(s->g, LUNO_DRAW_PILE, &n);
  for (int i = 0; i < n; i++)
    if (luno_card_at(s->g, pile[i])->known)
      die(s, "%s in the draw pile is known to seats %#x", card_text(s, pile[i], buf, sizeof buf),
          luno_card_at(s->g, pile[i])->known);
}

static void expect_options(scenario *s, int v) {
  char buf[1024];
  const luno_pending *p = luno_pending_of(s->g);
  int want = want_int(s, v, "options");
  if (p->count != want)
    die(s, "%d options, expected %d: %s", p->count, want, pending_text(s, buf, sizeof buf));
}

static void expect_color(scenario *s, int v) {
  const luno_state *st = luno_state_of(s->g);
  const char *want = lua_tostring(s->L, v),
             *now = st->color >= 0 ? s->setup.colors[st->color] : "none";
  if (!want || strcmp(now, want))
    die(s, "the active color is %s, expected %s", now, want ? want : "?");
}

static void expect_top(scenario *s, int v) {
  char buf[64];
  const char *want = lua_tostring(s->L, v);
  if (!want) die(s, "expect.top should be a card");
  if (luno_top(s->g) < 0 || !is_spec(s->g, luno_top(s->g), parse_card(s, want)))
    die(s, "the top is %s, expected %s",
        luno_top(s->g) >= 0 ? card_text(s, luno_top(s->g), buf, sizeof buf) : "nothing", want);
}

static void expect_top_number(scenario *s, int v) {
  char buf[64];
  int top = luno_top(s->g);
  int number = top >= 0 && s->setup.types[luno_card_at(s->g, top)->type].number >= 0;
  if (number != lua_toboolean(s->L, v))
    die(s, "the top %s is %sa number", card_text(s, top, buf, sizeof buf), number ? "" : "not ");
}

static void expect_flipped_in(scenario *s, int v) {
  const char *want = lua_tostring(s->L, v);
  int pile = luno_card_at(s->g, s->flipped)->pile;
  const char *where = pile == LUNO_DRAW_PILE ? "draw" : pile == LUNO_DISCARD ? "discard" : "hand";
  if (!want || strcmp(where, want))
    die(s, "the first card flipped is in the %s pile, expected %s", where, want ? want : "?");
}

static void expect_pending(scenario *s, int v) {
  char buf[1024];
  const luno_pending *p = luno_pending_of(s->g);
  if (lua_type(s->L, v) == LUA_TSTRING) {
    if (strcmp(lua_tostring(s->L, v), kind_names[p->kind]))
      die(s, "pending: %s, expected %s", pending_text(s, buf, sizeof buf), lua_tostring(s->L, v));
    return;
  }
  if (lua_type(s->L, v) != LUA_TTABLE) die(s, "expect.pending is a kind or { kind =, seat = }");
  const char *k = opt_str(s, v, "kind", NULL);
  int seat = opt_int(s, v, "seat", -9);
  if ((k && strcmp(k, kind_names[p->kind])) || (seat != -9 && seat != p->seat))
    die(s, "pending: %s, expected seat %d's %s", pending_text(s, buf, sizeof buf), seat,
        k ? k : "decision");
}

static void expect_hand_sizes(scenario *s, int v) {
  lua_State *L = s->L;
  FOR_SEATS(L, v, seat, {
    int n;
    luno_pile(s->g, LUNO_HAND(seat), &n);
    if (n != (int)lua_tointeger(L, -1))
      die(s, "seat %d holds %d cards, expected %d", seat, n, (int)lua_tointeger(L, -1));
  });
}

static void expect_scores(scenario *s, int v) {
  lua_State *L = s->L;
  const luno_state *st = luno_state_of(s->g);
  FOR_SEATS(L, v, seat, {
    if (st->scores[seat] != (int)lua_tointeger(L, -1))
      die(s, "seat %d scores %d, expected %d", seat, st->scores[seat], (int)lua_tointeger(L, -1));
  });
}

/* hands (exactly these cards) and holds (at least these), per seat. */
static void compare_hands(scenario *s, int v, int exact) {
  lua_State *L = s->L;
  char buf[64];
  FOR_SEATS(L, v, seat, {
    int cards[LUNO_MAX_CARDS], n;
    pile_cards(s, LUNO_HAND(seat), cards, &n);
    snprintf(buf, sizeof buf, "seat %d's hand", seat);
    compare_cards(s, buf, cards, n, lua_gettop(L), exact);
  });
}
static void expect_hands(scenario *s, int v) { compare_hands(s, v, 1); }
static void expect_holds(scenario *s, int v) { compare_hands(s, v, 0); }

static void expect_lacks(scenario *s, int v) {
  lua_State *L = s->L;
  FOR_SEATS(L, v, seat, {
    int cards[LUNO_MAX_CARDS], n;
    pile_cards(s, LUNO_HAND(seat), cards, &n);
    for (int j = 1; j <= (int)lua_rawlen(L, -1); j++) {
      lua_rawgeti(L, -1, j);
      card_spec c = parse_card(s, lua_tostring(L, -1));
      for (int i = 0; i < n; i++)
        if (is_spec(s->g, cards[i], c)) die(s, "seat %d holds %s", seat, lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  });
}

/* The cards the pending turn offers to play (bluffs: those flagged LUNO_BLUFF). */
static int offered(scenario *s, int *cards, int bluffs_only) {
  const luno_pending *p = luno_pending_of(s->g);
  int n = 0;
  for (int i = 0; i < p->count; i++)
    if (p->options[i].type == LUNO_ACT_PLAY && (!bluffs_only || p->options[i].flags & LUNO_BLUFF))
      cards[n++] = p->options[i].value;
  return n;
}
static void expect_playable(scenario *s, int v) {
  int cards[LUNO_MAX_CARDS], n = offered(s, cards, 0);
  compare_cards(s, "playable", cards, n, v, 1);
}
static void expect_bluffs(scenario *s, int v) {
  int cards[LUNO_MAX_CARDS], n = offered(s, cards, 1);
  compare_cards(s, "bluffs", cards, n, v, 1);
}

/* Whether the pending decision offers an action of type. */
static int offers(scenario *s, int type) {
  const luno_pending *p = luno_pending_of(s->g);
  for (int i = 0; i < p->count; i++)
    if (p->options[i].type == type) return 1;
  return 0;
}
static void expect_can_draw(scenario *s, int v) {
  int draw = offers(s, LUNO_ACT_DRAW);
  if (lua_toboolean(s->L, v) != draw) die(s, "drawing is %soffered", draw ? "" : "not ");
}
static void expect_can_pass(scenario *s, int v) {
  int pass = offers(s, LUNO_ACT_PASS);
  if (lua_toboolean(s->L, v) != pass) die(s, "passing is %soffered", pass ? "" : "not ");
}

static void expect_no_reactions(scenario *s, int v) {
  const luno_pending *p = luno_pending_of(s->g);
  if (lua_toboolean(s->L, v) && p->nreactions > 0)
    die(s, "%d reactions are offered (first: %s for seat %d)", p->nreactions, p->reactions[0].name,
        p->reactions[0].seat);
}

static void expect_reaction(scenario *s, int v) {
  const luno_pending *p = luno_pending_of(s->g);
  if (lua_type(s->L, v) != LUA_TTABLE) die(s, "expect.reaction is { name =, target =, seat = }");
  const char *name = opt_str(s, v, "name", NULL);
  int target = opt_int(s, v, "target", -2), seat = opt_int(s, v, "seat", -1), found = 0;
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *x = &p->reactions[i];
    found |= (!name || !strcmp(x->name, name)) && (target == -2 || x->target == target) &&
             (seat < 0 || x->seat == seat);
  }
  if (!found) die(s, "no reaction %s (target %d) is offered", name ? name : "?", target);
}

static void expect_knows(scenario *s, int v) { check_knowledge(s, v, 1); }
static void expect_not_knows(scenario *s, int v) { check_knowledge(s, v, 0); }
static void expect_said(scenario *s, int v) { check_said(s, v, 1); }
static void expect_not_said(scenario *s, int v) { check_said(s, v, 0); }

/* Every key expect may hold, in the order they are checked. */
static const struct {
  const char *key;
  expect_fn check;
} expectations[] = {
    {"current", expect_current},
    {"direction", expect_direction},
    {"dealer", expect_dealer},
    {"round", expect_round},
    {"winner", expect_winner},
    {"over", expect_over},
    {"draw_pile", expect_draw_pile},
    {"discard", expect_discard},
    {"draw_pile_unknown", expect_draw_pile_unknown},
    {"log_length", expect_log_length},
    {"options", expect_options},
    {"color", expect_color},
    {"top", expect_top},
    {"top_number", expect_top_number},
    {"flipped_in", expect_flipped_in},
    {"pending", expect_pending},
    {"hand_sizes", expect_hand_sizes},
    {"scores", expect_scores},
    {"hands", expect_hands},
    {"holds", expect_holds},
    {"lacks", expect_lacks},
    {"playable", expect_playable},
    {"bluffs", expect_bluffs},
    {"can_draw", expect_can_draw},
    {"can_pass", expect_can_pass},
    {"no_reactions", expect_no_reactions},
    {"reaction", expect_reaction},
    {"knows", expect_knows},
    {"not_knows", expect_not_knows},
    {"said", expect_said},
    {"not_said", expect_not_said},
};
enum { NEXPECT = sizeof expectations / sizeof *expectations };

/* Checks every key of the expect table at e: unknown keys are an error in the scenario. */
static void check_expect(scenario *s, int e) {
  lua_State *L = s->L;
  lua_pushnil(L);
  while (lua_next(L, e)) {
    int ok = 0;
    for (int i = 0; i < NEXPECT; i++)
      ok |= lua_type(L, -2) == LUA_TSTRING && !strcmp(lua_tostring(L, -2), expectations[i].key);
    if (!ok) die(s, "expect has an unknown key '%s'", lua_tostring(L, -2));
    lua_pop(L, 1);
  }
  for (int i = 0; i < NEXPECT; i++) {
    if (lua_getfield(L, e, expectations[i].key) != LUA_TNIL)
      expectations[i].check(s, lua_gettop(L));
    lua_pop(L, 1);
  }
}

/* ---------------------------------------------------------------------------------------
 * Steps
 * ------------------------------------------------------------------------------------- */

/* Remembers the windows offered, so a late reaction to a closed one can be tried. */
static void remember_windows(scenario *s) {
  const luno_pending *p = luno_pending_of(s->g);
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->window < 0) continue;
    int k = 0;
    while (k < s->nwindows && strcmp(s->windows[k], r->name))
      k++;
    if (k == s->nwindows) {
      if (k == (int)(sizeof s->window_ids / sizeof *s->window_ids)) continue;
      s->nwindows++;
      snprintf(s->windows[k], sizeof s->windows[k], "%s", r->name);
    }
    s->window_ids[k] = r->window;
  }
}

/* The decision kind a step answers, or -1 for out-of-turn steps (react, penalty). */
static int step_kind(scenario *s, int t, luno_action *a, int seat) {
  lua_State *L = s->L;
  const luno_pending *p = luno_pending_of(s->g);
  a->seat = (int8_t)seat;
  a->flags = 0;
  a->value = 0;
  const char *text;
  if ((text = opt_str(s, t, "play", NULL))) {
    if (seat < 0 || seat >= s->setup.players) die(s, "the step needs a seat");
    a->type = LUNO_ACT_PLAY;
    a->value = find_card(s, seat, text);
    if (opt_bool(s, t, "uno")) a->flags = LUNO_CALL;
    return LUNO_ASK_TURN;
  }
  if (opt_bool(s, t, "draw")) {
    a->type = LUNO_ACT_DRAW;
    return LUNO_ASK_TURN;
  }
  if (opt_bool(s, t, "pass")) {
    a->type = LUNO_ACT_PASS;
    return LUNO_ASK_TURN;
  }
  if (has(s, t, "yes") || has(s, t, "no")) {
    a->type = LUNO_ACT_CHOOSE;
    a->value = has(s, t, "yes") ? 1 : 0;
    return LUNO_ASK_YESNO;
  }
  if ((text = opt_str(s, t, "answer", NULL)) || opt_bool(s, t, "no_answer")) {
    a->type = LUNO_ACT_ANSWER; /* a typed answer (luno_answer), or none (-1) */
    a->value = -1;
    s->answer = text;
    return LUNO_ASK_TEXT;
  }
  if (opt_bool(s, t, "decline")) {
    a->type = LUNO_ACT_DECLINE;
    return p->kind == LUNO_ASK_TURN || p->kind == LUNO_ASK_NONE ? LUNO_ASK_COLOR : (int)p->kind;
  }
  if (has(s, t, "choose")) {
    a->type = LUNO_ACT_CHOOSE;
    get(L, t, "choose");
    int kind = p->kind;
    if (kind == LUNO_ASK_COLOR) {
      const char *c = lua_tostring(L, -1);
      a->value = c ? color_named(&s->setup, c) : -1;
      if (a->value < 0) die(s, "choose: no color %s", c ? c : "?");
    } else if (kind == LUNO_ASK_PLAYER || kind == LUNO_ASK_DIRECTION) {
      if (!lua_isinteger(L, -1)) die(s, "choose: a seat or a direction (1, -1) is a whole number");
      a->value = (int32_t)lua_tointeger(L, -1);
    } else if (kind == LUNO_ASK_CARD) {
      card_spec c = parse_card(s, lua_tostring(L, -1) ? lua_tostring(L, -1) : "?");
      a->value = -1;
      for (int i = 0; i < p->count && a->value < 0; i++)
        if (p->options[i].type == LUNO_ACT_CHOOSE && is_spec(s->g, p->options[i].value, c))
          a->value = p->options[i].value;
      if (a->value < 0) die(s, "choose: %s is not among the cards offered", lua_tostring(L, -1));
    } else {
      char buf[512];
      die(s, "choose, but the pending decision is %s", pending_text(s, buf, sizeof buf));
    }
    lua_pop(L, 1);
    return kind;
  }
  if ((text = opt_str(s, t, "use", NULL))) {
    a->type = LUNO_ACT_USE;
    a->value = find_card(s, seat, text);
    return -1;
  }
  if ((text = opt_str(s, t, "react", NULL))) {
    int target = opt_int(s, t, "target", -2);
    a->type = LUNO_ACT_REACT;
    a->value = -1;
    for (int i = 0; i < p->nreactions && a->value < 0; i++) {
      const luno_reaction *r = &p->reactions[i];
      if (r->seat == seat && r->window >= 0 && !strcmp(r->name, text) &&
          (target == -2 || r->target == target))
        a->value = r->window;
    }
    if (a->value < 0) {
      if (!has(s, t, "refused"))
        die(s, "no reaction '%s' (target %d) is offered to seat %d", text, target, seat);
      for (int k = 0; k < s->nwindows; k++)
        if (!strcmp(s->windows[k], text)) a->value = s->window_ids[k];
      if (a->value < 0) a->value = 999;
    }
    return -1;
  }
  if (has(s, t, "penalty")) {
    a->type = LUNO_ACT_PENALTY;
    a->value = opt_int(s, t, "penalty", 0);
    return -1;
  }
  return -2; /* no action: only expectations */
}

/* Lets the random bot play (not strict) until the round changes or the match ends. */
static void autoplay(scenario *s, const char *until) {
  luno_rng r;
  luno_seed(&r, 12345);
  int round = luno_state_of(s->g)->round;
  for (long n = 0; luno_pending_of(s->g)->kind != LUNO_ASK_NONE; n++) {
    if (!strcmp(until, "round") && luno_state_of(s->g)->round != round) return;
    if (n > 1000000) die(s, "autoplay: no end after a million actions");
    luno_action a = luno_random_bot(s->g, &r);
    if (luno_apply(s->g, a) != LUNO_OK) die(s, "autoplay: %s", luno_error(s->g));
    check_invariants(s);
  }
}

static void run_step(scenario *s, int t) {
  char buf[1024];
  static const char *const known[] = {
      "seat",    "play",     "uno",  "draw",   "pass",      "choose",  "yes",     "no",
      "decline", "react",    "use",  "target", "penalty",   "refused", "changes", "strict",
      "expect",  "autoplay", "note", "answer", "no_answer", NULL};
  lua_pushnil(s->L);
  while (lua_next(s->L, t)) {
    int ok = 0;
    for (int i = 0; known[i]; i++)
      ok |= lua_type(s->L, -2) == LUA_TSTRING && !strcmp(lua_tostring(s->L, -2), known[i]);
    if (!ok) die(s, "the step has an unknown key '%s'", lua_tostring(s->L, -2));
    lua_pop(s->L, 1);
  }
  const char *until = opt_str(s, t, "autoplay", NULL);
  if (until) {
    autoplay(s, until);
  } else {
    int seat = opt_int(s, t, "seat", -1);
    luno_action a;
    s->answer = NULL;
    int kind = step_kind(s, t, &a, seat);
    if (kind != -2 && (seat < -1 || seat >= s->setup.players || !has(s, t, "seat")))
      die(s, "the step needs a seat");
    const luno_pending *p = luno_pending_of(s->g);
    int strict = !has(s, t, "strict") || opt_bool(s, t, "strict");
    if (kind >= 0 && strict && (p->kind != (luno_ask_kind)kind || p->seat != seat))
      die(s, "the script has seat %d answer a %s decision, but the game waits for %s", seat,
          kind_names[kind], pending_text(s, buf, sizeof buf));
    if (kind != -2) {
      const char *refused = opt_str(s, t, "refused", NULL);
      uint64_t before = luno_hash(s->g);
      int len = luno_log_length(s->g);
      s->said[0] = '\0';
      if (s->trace)
        fprintf(stderr, "step %d: seat %d action %d value %d\n", s->step, seat, a.type, a.value);
      luno_status st = s->answer ? luno_answer(s->g, seat, s->answer) : luno_apply(s->g, a);
      if (refused) {
        if (st != LUNO_EILLEGAL) die(s, "expected a refusal (%s), got status %d", refused, st);
        if (!strstr(luno_error(s->g), refused))
          die(s, "refused with '%s', expected '%s'", luno_error(s->g), refused);
        if (opt_bool(s, t, "changes")) {
          if (luno_log_length(s->g) != len + 1) die(s, "the refused action was not logged");
        } else if (luno_hash(s->g) != before || luno_log_length(s->g) != len) {
          die(s, "the refused action changed the game");
        }
      } else if (st != LUNO_OK) {
        die(s, "refused (status %d): %s", st, luno_error(s->g));
      }
    }
  }
  check_invariants(s);
  remember_windows(s);
  if (get(s->L, t, "expect") == LUA_TTABLE) check_expect(s, lua_gettop(s->L));
  lua_pop(s->L, 1);
}

static void run(scenario *s) {
  lua_State *L = s->L;
  if (luaL_dofile(L, s->file) != LUA_OK) die(s, "%s", lua_tostring(L, -1));
  if (!lua_istable(L, -1)) die(s, "a scenario returns a table");
  lua_replace(L, 1);
  lua_settop(L, 1);
  static const char *const known[] = {"rules",     "players", "dealer", "seed", "set",
                                      "hand_size", "hands",   "top",    "draw", "script",
                                      "expect",    "about",   "bots",   "path", NULL};
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    int ok = 0;
    for (int i = 0; known[i]; i++)
      ok |= lua_type(L, -2) == LUA_TSTRING && !strcmp(lua_tostring(L, -2), known[i]);
    if (!ok) die(s, "the scenario has an unknown key '%s'", lua_tostring(L, -2));
    lua_pop(L, 1);
  }
  build(s);
  check_invariants(s);
  remember_windows(s);
  if (get(L, 1, "script") == LUA_TTABLE) {
    int script = lua_gettop(L);
    for (int i = 1; i <= (int)lua_rawlen(L, script); i++) {
      s->step = i;
      if (lua_rawgeti(L, script, i) != LUA_TTABLE) die(s, "a step is a table");
      run_step(s, lua_gettop(L));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  s->step = 0;
  if (get(L, 1, "expect") == LUA_TTABLE) check_expect(s, lua_gettop(L));
  lua_pop(L, 1);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: scenario FILE.lua...\n");
    return 2;
  }
  for (int i = 1; i < argc; i++) {
    scenario *s = calloc(1, sizeof *s);
    if (!s) return 2;
    s->file = argv[i];
    s->trace = getenv("LUNO_SCENARIO_TRACE") != NULL;
    s->L = luaL_newstate();
    luaL_openlibs(s->L);
    lua_settop(s->L, 0);
    lua_pushnil(s->L); /* slot 1: the scenario table */
    run(s);
    luno_free(s->g);
    host_free(s->h);
    lua_close(s->L);
    free(s);
  }
  return 0;
}
