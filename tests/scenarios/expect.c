/* expect.c: what a scenario expects after a step: invariants, and every key of an
 * `expect` table, checked through a dispatch table (one function per key). */
#include "scenario.h"

/* ---------------------------------------------------------------------------------------
 * Expectations
 * ------------------------------------------------------------------------------------- */

void check_invariants(scenario *s) {
  char msg[512];
  if (luno_check(s->g, msg, sizeof msg) < 0) die(s, "invariant: %s", msg);
  if (luno_host_invariants(s->h, s->g, msg, sizeof msg) < 0) die(s, "invariant: %s", msg);
}

/* Describes the pending decision for messages. */
const char *pending_text(scenario *s, char *buf, size_t len) {
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
void compare_cards(scenario *s, const char *what, const int *cards, int n, int list, int exact) {
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

void pile_cards(scenario *s, int pile, int *out, int *n) {
  const uint16_t *p = luno_pile(s->g, pile, n);
  for (int i = 0; i < *n; i++)
    out[i] = p[i];
}

/* expect.knows / not_knows: { { by = seat, hand = seat, cards = {...} }, ... } */
void check_knowledge(scenario *s, int list, int want) {
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

void check_said(scenario *s, int list, int want) {
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
  if (s->flipped < 0) die(s, "flipped_in: no card was flipped (the game keeps no discard pile)");
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

/* zones: { name = { cards... } }: exactly these cards in each zone named, first to last. */
static void expect_zones(scenario *s, int v) {
  lua_State *L = s->L;
  const luno_setup *su = luno_setup_of(s->g);
  char buf[64];
  lua_pushnil(L);
  while (lua_next(L, v)) {
    const char *name = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?";
    int k = 0;
    while (k < su->nzones && strcmp(su->zones[k].name, name))
      k++;
    if (k == su->nzones) die(s, "the game has no zone named %s", name);
    int cards[LUNO_MAX_CARDS], n;
    pile_cards(s, LUNO_ZONE(k), cards, &n);
    snprintf(buf, sizeof buf, "zone %s", name);
    compare_cards(s, buf, cards, n, lua_gettop(L), 1);
    lua_pop(L, 1);
  }
}
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
    {"zones", expect_zones},
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
void check_expect(scenario *s, int e) {
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
