/* scenario.c: runs rule scenarios, strictly. A scenario is a Lua file returning a table
 * (see tests/README.md): the rules and options, fixed hands, the first card flipped and
 * the next cards of the draw pile, a script of decisions, and what must hold after.
 *
 * The harness builds the setup through the host (luno_host_load, luno_host_set, luno_host_build),
 * stacks the first deal (setup.stack: one card per seat in turn from the dealer's left, then the
 * flip, then the draws), then applies each step. A step that answers a decision fails the
 * scenario unless the pending decision is exactly that seat's and of that kind (no
 * decision goes unscripted); refusals are checked for their reason and for leaving the
 * game unchanged; luno_check runs after every step.
 *
 * usage: scenario FILE.lua...   (LUNO_SCENARIO_TRACE=1 prints the game's events) */
#include "scenario.h"

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

/* Converts the option value on top of the stack to text for luno_host_set. */
static const char *option_text(lua_State *L, char *buf, size_t len) {
  if (lua_isboolean(L, -1)) return lua_toboolean(L, -1) ? "true" : "false";
  if (lua_isinteger(L, -1)) {
    snprintf(buf, len, "%lld", (long long)lua_tointeger(L, -1));
    return buf;
  }
  snprintf(buf, len, "%s", lua_tostring(L, -1) ? lua_tostring(L, -1) : "");
  return buf;
}

/* Opens the host with the scenario's rules (and its own folder, if it names one). */
static void open_host(scenario *s) {
  char err[512];
  luno_config c;
  luno_config_init(&c);
  const char *rules = opt_str(s, 1, "rules", "official");
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  const char *extra = opt_str(s, 1, "path", NULL);
  if (extra) { /* a folder of the scenario's own (a quiz bank), searched first */
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", s->file);
    snprintf(c.path, sizeof c.path, "%.200s/%.300s", dirname(dir), extra);
  }
  s->h = luno_host_open(&c, err, sizeof err);
  if (!s->h) die(s, "rules '%s': %s", rules, err);
}

/* The hand size: the hands' (all the same), unless the scenario gives hand_size. */
static int hand_size_of(scenario *s, int hands, int players) {
  lua_State *L = s->L;
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
  return hand_size;
}

/* Sets hand_size and the scenario's options (set = { name = value }). */
static void set_options(scenario *s, int hand_size) {
  lua_State *L = s->L;
  char buf[64], err[512];
  snprintf(buf, sizeof buf, "%d", hand_size);
  if (luno_host_set(s->h, "hand_size", buf, err, sizeof err) < 0) die(s, "hand_size: %s", err);
  if (get(L, 1, "set") == LUA_TTABLE) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      const char *name = lua_tostring(L, -2);
      if (!strcmp(name, "hand_size")) die(s, "give hand_size at the top level, not in set");
      if (luno_host_set(s->h, name, option_text(L, buf, sizeof buf), err, sizeof err) < 0)
        die(s, "set %s: %s", name, err);
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
}

/* Marks the seats bots = { ... } lists as bots (rules may treat them apart). */
static void set_bots(scenario *s, int players) {
  lua_State *L = s->L;
  if (get(L, 1, "bots") == LUA_TTABLE) {
    for (int i = 1; i <= (int)lua_rawlen(L, -1); i++) {
      lua_rawgeti(L, -1, i);
      int seat = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : -1;
      if (seat < 0 || seat >= players) die(s, "bots lists seats from 0 to %d", players - 1);
      s->setup.bots |= (uint16_t)(1u << seat);
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
}

/* Stacks the deal (one card per seat from the dealer's left, hand_size rounds), then the
 * first card flipped, then the draws. */
static void stack_deal(scenario *s, int hands, int players, int dealer, int hand_size) {
  lua_State *L = s->L;
  uint16_t dealt[LUNO_MAX_SEATS][128];
  for (int seat = 0; seat < players; seat++) {
    lua_geti(L, hands, seat);
    take_list(s, lua_gettop(L), dealt[seat], 128);
    lua_pop(L, 1);
  }
  int n = 0;
  for (int k = 0; k < hand_size; k++)
    for (int i = 1; i <= players; i++)
      s->setup.stack[n++] = dealt[(dealer + i) % players][k];
  const char *top = opt_str(s, 1, "top", NULL);
  if (!top && s->setup.discard != LUNO_DISCARD_NONE)
    die(s, "top = \"...\" (the first card flipped) is needed");
  s->flipped = top ? take_card(s, top) : -1; /* (no discard pile: no card is flipped) */
  if (top) s->setup.stack[n++] = (uint16_t)s->flipped;
  if (get(L, 1, "draw") == LUA_TTABLE)
    n += take_list(s, lua_gettop(L), s->setup.stack + n, LUNO_MAX_CARDS - n);
  lua_pop(L, 1);
  s->setup.nstack = n;
}

/* Builds the game the scenario describes: rules, options, seats, the stacked deal. */
static void build(scenario *s) {
  lua_State *L = s->L;
  char err[512];
  int players = opt_int(s, 1, "players", 0);
  int dealer = opt_int(s, 1, "dealer", 0);
  int seed = opt_int(s, 1, "seed", 1);
  if (players < 2 || players > LUNO_MAX_SEATS) die(s, "players should be 2 to 10");
  open_host(s);
  if (get(L, 1, "hands") != LUA_TTABLE) die(s, "hands = { [0] = {...}, ... } is needed");
  int hands = lua_gettop(L);
  int hand_size = hand_size_of(s, hands, players);
  set_options(s, hand_size);
  if (luno_host_build(s->h, players, (uint64_t)seed, &s->setup, err, sizeof err) < 0)
    die(s, "luno_host_build: %s", err);
  if (dealer < 0 || dealer >= players) die(s, "dealer %d is not a seat", dealer);
  s->setup.first_dealer = dealer;
  set_bots(s, players);
  stack_deal(s, hands, players, dealer, hand_size);
  lua_pop(L, 1); /* hands */
  s->g = luno_new(&s->setup, luno_host_rules(s->h), err, sizeof err);
  if (!s->g) die(s, "the game could not start: %s", err);
  luno_listen(s->g, on_event, s);
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

/* A `choose = ...` step: the color, seat, direction or card chosen, by the pending kind. */
static int choose_step(scenario *s, int t, luno_action *a) {
  lua_State *L = s->L;
  const luno_pending *p = luno_pending_of(s->g);
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
  } else if (kind == LUNO_ASK_CHOICE) { /* by its label */
    const char *want = lua_tostring(L, -1);
    a->value = -1;
    for (int i = 0; i < p->count && want && a->value < 0; i++)
      if (luno_choice_label(s->g, i) && !strcmp(luno_choice_label(s->g, i), want)) a->value = i;
    if (a->value < 0 && !has(s, t, "refused"))
      die(s, "choose: no choice labelled %s", want ? want : "?");
    if (a->value < 0) a->value = p->count; /* (no such choice: the core refuses it) */
  } else {
    char buf[512];
    die(s, "choose, but the pending decision is %s", pending_text(s, buf, sizeof buf));
  }
  lua_pop(L, 1);
  return kind;
}

/* A `react = "window"` step: the open window of that name (and target) for the seat; a
 * closed one's old id when the step expects a refusal. */
static int react_step(scenario *s, int t, luno_action *a, int seat, const char *name) {
  const luno_pending *p = luno_pending_of(s->g);
  int target = opt_int(s, t, "target", -2);
  a->type = LUNO_ACT_REACT;
  a->value = -1;
  if (opt_bool(s, t, "uno")) a->flags = LUNO_CALL; /* a jump-in may call UNO */
  for (int i = 0; i < p->nreactions && a->value < 0; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->seat == seat && r->window >= 0 && !strcmp(r->name, name) &&
        (target == -2 || r->target == target))
      a->value = r->window;
  }
  if (a->value < 0) {
    if (!has(s, t, "refused"))
      die(s, "no reaction '%s' (target %d) is offered to seat %d", name, target, seat);
    for (int k = 0; k < s->nwindows; k++)
      if (!strcmp(s->windows[k], name)) a->value = s->window_ids[k];
    if (a->value < 0) a->value = 999;
  }
  return -1;
}

/* A step that answers a turn (play, draw, pass); -2 if the step is none of those. */
static int turn_step(scenario *s, int t, luno_action *a, int seat) {
  const char *text = opt_str(s, t, "play", NULL);
  if (text) {
    if (seat < 0 || seat >= s->setup.players) die(s, "the step needs a seat");
    a->type = LUNO_ACT_PLAY;
    a->value = find_card(s, seat, text);
    if (opt_bool(s, t, "uno")) a->flags = LUNO_CALL;
    return LUNO_ASK_TURN;
  }
  if (opt_bool(s, t, "draw")) return a->type = LUNO_ACT_DRAW, LUNO_ASK_TURN;
  if (opt_bool(s, t, "pass")) return a->type = LUNO_ACT_PASS, LUNO_ASK_TURN;
  return -2;
}

/* The action of step t into a, and the decision kind it answers: -1 for out-of-turn steps
 * (use, react, penalty), -2 for a step with no action (only expectations). */
static int step_kind(scenario *s, int t, luno_action *a, int seat) {
  const luno_pending *p = luno_pending_of(s->g);
  a->seat = (int8_t)seat;
  a->flags = 0;
  a->value = 0;
  const char *text;
  int kind = turn_step(s, t, a, seat);
  if (kind != -2) return kind;
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
  if (has(s, t, "choose")) return choose_step(s, t, a);
  if ((text = opt_str(s, t, "use", NULL))) {
    a->type = LUNO_ACT_USE;
    a->value = find_card(s, seat, text);
    return -1;
  }
  if ((text = opt_str(s, t, "react", NULL))) return react_step(s, t, a, seat, text);
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
      "seat",    "play",   "uno",      "draw",   "pass",    "choose",    "yes",     "no",
      "decline", "react",  "use",      "target", "penalty", "refused",   "changes", "strict",
      "error",   "expect", "autoplay", "note",   "answer",  "no_answer", NULL};
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
      const char *failed = opt_str(s, t, "error", NULL); /* a script error, rolled back */
      if (failed) {
        if (st != LUNO_ESCRIPT) die(s, "expected a script error (%s), got status %d", failed, st);
        if (!strstr(luno_error(s->g), failed))
          die(s, "failed with '%s', expected '%s'", luno_error(s->g), failed);
        if (luno_hash(s->g) != before || luno_log_length(s->g) != len)
          die(s, "the failed action changed the game");
      } else if (refused) {
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
    luno_host_free(s->h);
    lua_close(s->L);
    free(s);
  }
  return 0;
}
