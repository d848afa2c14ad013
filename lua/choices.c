/* choices.c: how effects ask players. g:choose_color, g:choose_seat and g:ask_yes_no are in
 * C, the questions effects ask most (every wild's color, every 7's swap, every challenge);
 * the other asking methods (lua/game.lua) call core.ask. Every question goes to the core
 * here (luno_ask); when its answer can be had at once (luno_ask_now: a bot's decider) the
 * effect goes on with it, else the effect's coroutine yields until the
 * driver answers (host_answer resumes it with the answer).
 * Argument errors are located at the script line, as for every method. */
#include <string.h>

#include <lauxlib.h>

#include "api_gen.h"
#include "host_impl.h"

/* The keys of an asking method's options table, interned once (upvalue 2 of every method):
 * a lookup with a ready key skips making the string from C text at every question. */
enum { KEY_PROMPT = 1, KEY_OPTIONAL, KEY_AMONG, KEY_OTHERS, KEY_COLORS, KEY_PRIVATE, KEY_PREFER };
static const char *const option_keys[] = {"prompt", "optional", "among", "others",
                                          "colors", "private",  "prefer"};

/* Pushes t[key] of the options table at i (as lua_getfield would: __index too); returns its
 * type. */
static int option_field(lua_State *L, int i, int key) {
  i = lua_absindex(L, i);
  lua_rawgeti(L, lua_upvalueindex(2), key);
  return lua_gettable(L, i);
}

/* An options table's `private` (at i): words for the asking seat alone, kept as shown for
 * ask_question; a located error when it is not a string. */
static void read_private(lua_State *L, int i, const char *fn) {
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1)); /* (plain_question emptied it) */
  int t = option_field(L, i, KEY_PRIVATE);
  if (t != LUA_TNIL && t != LUA_TSTRING)
    script_error(L, "%s: private should be words for the asking seat alone", fn);
  if (t == LUA_TSTRING)
    host_show_text(h->private_prompt, sizeof h->private_prompt, lua_tostring(L, -1));
  lua_pop(L, 1);
}

/* An options table's `prefer` (at i): the answer a plain bot gives (greedy), as the core
 * numbers it (yes 1, no 0, a card, a seat, a color's index), kept for ask_question. */
static void read_prefer(lua_State *L, int i, const char *fn) {
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  int t = option_field(L, i, KEY_PREFER), color = -1;
  if (t == LUA_TSTRING) color = host_color_index(luno_setup_of(h->game), lua_tostring(L, -1));
  if (t == LUA_TBOOLEAN || lua_isinteger(L, -1) || color >= 0)
    h->prefer_set = 1, h->prefer_value = t == LUA_TBOOLEAN ? lua_toboolean(L, -1)
                                         : color >= 0      ? color
                                                           : (int)lua_tointeger(L, -1);
  else if (t != LUA_TNIL)
    script_error(L, "%s: prefer should be one of the answers (yes or no, a card, a seat, a color)",
                 fn);
  lua_pop(L, 1);
}

/* The last argument of every asking method (at i): nil, a prompt, or an options table.
 * Leaves prompt and optional at the stack's top (prompt first); returns 1 for a table. */
static int read_asking(lua_State *L, int i, const char *fn, const char *prompt) {
  int table = lua_istable(L, i);
  if (table) read_private(L, i, fn), read_prefer(L, i, fn);
  if (!table && !lua_isnoneornil(L, i) && lua_type(L, i) != LUA_TSTRING)
    script_error(L, "%s: expected a prompt or an options table", fn);
  if (lua_type(L, i) == LUA_TSTRING)
    lua_pushvalue(L, i);
  else if (!table || option_field(L, i, KEY_PROMPT) == LUA_TNIL) {
    if (table) lua_pop(L, 1);
    lua_pushstring(L, prompt);
  }
  if (table)
    option_field(L, i, KEY_OPTIONAL);
  else
    lua_pushnil(L);
  lua_pushboolean(L, lua_toboolean(L, -1));
  lua_remove(L, -2);
  return table;
}

/* The marker an effect's coroutine yields when its question waits for the driver. */
static char ASKED;

int host_yield_asked(lua_State *co, int nres) {
  return nres == 1 && lua_touserdata(co, -1) == &ASKED;
}

void host_push_answer(luno_host *h, lua_State *L, const luno_action *a) {
  if (a->type == LUNO_ACT_DECLINE)
    lua_pushnil(L);
  else if (a->type == LUNO_ACT_ANSWER)
    lua_pushstring(L, luno_answer_text(h->game, a->value));
  else
    lua_pushinteger(L, a->value);
}

/* A question as the core takes it. */
typedef struct question {
  int kind, seat, optional, n;
  const char *prompt; /* as shown (host_show_text), or NULL */
  int32_t values[LUNO_MAX_CARDS];
} question;

/* Puts q to the core for the running effect, then goes on in done with the answer on top:
 * at once when it comes at once (luno_ask_now), else after a yield (the host resumes the
 * effect with the answer). Only the effect's own thread asks: not a question (can_play),
 * nor a coroutine of the script's own. */
static int ask_question(lua_State *L, luno_host *h, const question *q, lua_KFunction done) {
  if (h->readonly || L != h->sandbox.effect_thread)
    script_error(L, "choices can only be asked from an effect");
  luno_action a;
  if (q->kind == LUNO_ASK_CHOICE)
    luno_ask_choice(h->game, q->seat, q->prompt, h->choice_labels, q->n, q->optional);
  else
    luno_ask(h->game, q->seat, (luno_ask_kind)q->kind, q->prompt, q->values, q->n, q->optional);
  if (h->private_prompt[0]) luno_ask_private(h->game, h->private_prompt);
  const luno_pending *p = luno_pending_of(h->game);
  for (int i = 0; h->prefer_set && i < p->count; i++) /* (a value not offered: no preference) */
    if (p->options[i].type == LUNO_ACT_CHOOSE && p->options[i].value == h->prefer_value)
      luno_ask_prefer(h->game, i);
  h->prefer_set = 0;
  if (h->challenge_next) luno_ask_challenge(h->game), h->challenge_next = 0;
  int r = luno_ask_now(h->game, &a);
  if (r < 0) script_error(L, "%s", luno_error(h->game));
  if (r == 1) {
    host_push_answer(h, L, &a);
    return done(L, LUA_OK, 0);
  }
  if (!lua_isyieldable(L)) /* a decider for every seat left it: the effect cannot wait */
    script_error(L, "the decider left a question to seat %d unanswered (it answers every seat)",
                 q->seat);
  lua_pushlightuserdata(L, &ASKED);
  return lua_yieldk(L, 1, 0, done);
}

static int read_question(luno_host *h, lua_State *L, int base, question *q, const char **why);

/* Asks the question at L's top (kind, seat, prompt, values, optional): see ask_question. */
static int ask_here(lua_State *L, luno_host *h, lua_KFunction done) {
  question q;
  const char *why = NULL;
  if (read_question(h, L, lua_gettop(L) - 4, &q, &why) < 0) script_error(L, "%s", why);
  lua_pop(L, 5);
  return ask_question(L, h, &q, done);
}

/* Asks kind of seat; prompt, values and optional lie at the stack's top in that order. */
static int ask(lua_State *L, int kind, int seat, lua_KFunction done) {
  lua_pushinteger(L, kind);
  lua_pushinteger(L, seat);
  lua_rotate(L, -5, 2); /* kind seat prompt values optional */
  return ask_here(L, lua_touserdata(L, lua_upvalueindex(1)), done);
}

static const char *shown_prompt(luno_host *h, lua_State *co, int i);

/* The values of a question that lists none: yes (1) then no (0) for a yes-or-no question,
 * else every color. Returns their count. */
static int every_value(const luno_host *h, int kind, int32_t *values) {
  if (kind == LUNO_ASK_YESNO) return values[0] = 1, values[1] = 0, 2;
  int n = luno_setup_of(h->game)->ncolors;
  for (int c = 0; c < n; c++)
    values[c] = c;
  return n;
}

/* The common case of an asking method: its last argument (at i) is nil or a prompt, and
 * the question is not optional; the values are set by the caller. Returns 0, or -1 for an
 * options table (the method reads it on the Lua stack). */
static int plain_question(luno_host *h, lua_State *L, int i, const char *fn, const char *prompt,
                          question *q) {
  int t = lua_type(L, i);
  h->private_prompt[0] = '\0', h->prefer_set = 0; /* (one a failed question left stays unasked) */
  if (t == LUA_TTABLE) return -1;
  if (t != LUA_TNIL && t != LUA_TSTRING)
    script_error(L, "%s: expected a prompt or an options table", fn);
  q->prompt = t == LUA_TSTRING ? shown_prompt(h, L, i) : prompt;
  q->optional = 0;
  return 0;
}

/* An answer as it came: core.ask's, choose_seat's and choose_card's (nil: declined). */
static int answer_as_is(lua_State *L, int status, lua_KContext ctx) {
  (void)L, (void)status, (void)ctx;
  return 1;
}

/* core.ask(kind, seat, prompt, values, optional) -> the answer: the asking methods of
 * lua/game.lua (a card, a direction, a typed answer). */
static int l_ask(lua_State *L) {
  lua_settop(L, 5);
  host_of(L)->private_prompt[0] = '\0', host_of(L)->prefer_set = 0;
  return ask_here(L, host_of(L), answer_as_is);
}

/* Reads g:choose's labels (the list of strings at i) into the host's, as shown. */
static int read_labels(lua_State *L, luno_host *h, int i) {
  int n = lua_istable(L, i) ? (int)lua_rawlen(L, i) : 0;
  if (n < 1 || n > LUNO_MAX_CHOICES)
    script_error(L, "choose: expected 1 to %d choices, got %d", LUNO_MAX_CHOICES, n);
  size_t at = 0;
  for (int k = 0; k < n; k++) {
    lua_rawgeti(L, i, k + 1);
    if (lua_type(L, -1) != LUA_TSTRING || !*lua_tostring(L, -1))
      script_error(L, "choose: choice %d has no label", k + 1);
    size_t room = sizeof h->choice_text - at;
    host_show_text(h->choice_text + at, room < 128 ? room : 128, lua_tostring(L, -1));
    if (room < 2 || !h->choice_text[at])
      script_error(L, "choose: the labels are over %d bytes in all", LUNO_CHOICE_TEXT);
    h->choice_labels[k] = h->choice_text + at;
    at += strlen(h->choice_text + at) + 1;
    lua_pop(L, 1);
  }
  return n;
}

/* core.ask_choice(seat, prompt, labels, optional, private, prefer) -> the index chosen
 * (0-based), or nil when declined: g:choose (lua/game.lua) turns it into the choice's key;
 * prefer is the index of the choice a plain bot takes, or nil. */
static int l_ask_choice(lua_State *L) {
  lua_settop(L, 6);
  luno_host *h = host_of(L);
  question q;
  q.kind = LUNO_ASK_CHOICE;
  q.seat = host_seat_arg(L, 1, "choose");
  q.prompt = lua_type(L, 2) == LUA_TSTRING ? shown_prompt(h, L, 2) : NULL;
  q.n = read_labels(L, h, 3);
  q.optional = lua_toboolean(L, 4);
  h->private_prompt[0] = '\0';
  if (lua_type(L, 5) == LUA_TSTRING)
    host_show_text(h->private_prompt, sizeof h->private_prompt, lua_tostring(L, 5));
  h->prefer_set = lua_isinteger(L, 6), h->prefer_value = (int)lua_tointeger(L, 6);
  return ask_question(L, h, &q, answer_as_is);
}

/* choose_color's answer: the color index the player chose as its name (nil: declined). */
static int color_named(lua_State *L, int status, lua_KContext ctx) {
  (void)status, (void)ctx;
  const luno_setup *s = luno_setup_of(host_game(L));
  lua_Integer c = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
  if (c >= 0 && c < s->ncolors)
    lua_pushstring(L, s->colors[c]);
  else
    lua_pushnil(L);
  return 1;
}

/* The index of color name at i, or a located error. */
static int color_at(lua_State *L, int i) {
  const char *name = lua_type(L, i) == LUA_TSTRING ? lua_tostring(L, i) : NULL;
  int c = host_color_index(luno_setup_of(host_game(L)), name);
  return c >= 0 ? c : script_error(L, "choose_color: no color named %s", host_shown(L, i));
}

/* g:choose_color(seat [, prompt | { colors, optional, prompt }]) -> a color name. */
static int m_choose_color(lua_State *L) {
  lua_settop(L, 3);
  API_ARGS_CHOOSE_COLOR; /* opts: its stack index, 3 */
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  question q;
  if (plain_question(h, L, 3, "choose_color", "Choose a color", &q) == 0) { /* every color */
    q.kind = LUNO_ASK_COLOR;
    q.seat = seat;
    q.n = every_value(h, LUNO_ASK_COLOR, q.values);
    return ask_question(L, h, &q, color_named);
  }
  int table = read_asking(L, 3, "choose_color", "Choose a color");
  if (table && option_field(L, 3, KEY_COLORS) != LUA_TNIL) {
    if (!lua_istable(L, -1) || lua_rawlen(L, -1) == 0 || lua_rawlen(L, -1) > LUNO_MAX_CARDS)
      script_error(L, "choose_color: colors should be a list of color names");
    lua_Integer n = (lua_Integer)lua_rawlen(L, -1);
    lua_createtable(L, (int)n, 0);
    for (lua_Integer k = 1; k <= n; k++) {
      lua_rawgeti(L, -2, k);
      lua_pushinteger(L, color_at(L, -1));
      lua_rawseti(L, -3, k);
      lua_pop(L, 1);
    }
    lua_remove(L, -2);
  } else if (table) {
    lua_pop(L, 1);
    lua_pushnil(L); /* every color */
  } else {
    lua_pushnil(L);
  }
  lua_insert(L, -2); /* prompt values optional */
  return ask(L, LUNO_ASK_COLOR, seat, color_named);
}

/* Reads choose_seat's `among` (the table at i) into q's values, each checked as a seat. */
static void among_seats(lua_State *L, int i, question *q) {
  if (!lua_istable(L, i) || lua_rawlen(L, i) > LUNO_MAX_CARDS)
    script_error(L, "choose_seat: among should be a list of seats");
  int n = (int)lua_rawlen(L, i);
  if (n == 0) /* (it used to answer nil, as if declined: a bug in waiting) */
    script_error(L, "choose_seat: among is empty, nobody to choose (ask only when someone is)");
  for (int k = 0; k < n; k++) {
    lua_rawgeti(L, i, k + 1);
    q->values[k] = host_seat_arg(L, -1, "choose_seat");
    lua_pop(L, 1);
  }
  q->n = n;
}

/* g:choose_seat(seat [, prompt | { others, among, optional, prompt }]) -> a seat. The
 * question is made here, in C: every seat (but seat, with others) or the seats among. */
static int m_choose_seat(lua_State *L) {
  lua_settop(L, 3);
  API_ARGS_CHOOSE_SEAT; /* opts: its stack index, 3 */
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  question q; /* (not zeroed: its values are written as far as they are read) */
  q.kind = LUNO_ASK_PLAYER, q.seat = seat;
  int skip = -1, players = luno_state_of(h->game)->players;
  if (plain_question(h, L, 3, "choose_seat", "Choose a player", &q) < 0) {
    read_asking(L, 3, "choose_seat", "Choose a player"); /* prompt optional */
    q.prompt = lua_type(L, -2) == LUA_TSTRING ? shown_prompt(h, L, -2) : NULL;
    q.optional = lua_toboolean(L, -1);
    if (option_field(L, 3, KEY_AMONG) != LUA_TNIL) {
      among_seats(L, -1, &q);
      return ask_question(L, h, &q, answer_as_is);
    }
    if (option_field(L, 3, KEY_OTHERS), lua_toboolean(L, -1)) skip = seat;
  }
  q.n = 0;
  for (int s = 0; s < players; s++)
    if (s != skip) q.values[q.n++] = s;
  return ask_question(L, h, &q, answer_as_is);
}

/* Reads choose_card's cards (the list at 3, read as ipairs would) into q's values, each
 * checked as a card. */
static void listed_cards(lua_State *L, question *q) {
  if (!lua_istable(L, 3)) script_error(L, "choose_card: expected a list of cards");
  q->n = 0;
  for (lua_Integer i = 1; lua_geti(L, 3, i) != LUA_TNIL; i++) {
    /* (a list's __index may never answer nil: the loop bounds itself) */
    if (q->n == LUNO_MAX_CARDS) script_error(L, "choose_card: more than %d cards", LUNO_MAX_CARDS);
    q->values[q->n++] = host_card_arg(L, -1, "choose_card");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

/* g:choose_card(seat, cards [, prompt | { optional, prompt }]) -> one of the cards listed;
 * nil for an empty list (nobody is asked) or a declined question. */
static int m_choose_card(lua_State *L) {
  lua_settop(L, 4);
  int t = lua_type(L, 4); /* (the options are checked first, as they always were) */
  if (t != LUA_TNIL && t != LUA_TSTRING && t != LUA_TTABLE)
    script_error(L, "choose_card: expected a prompt or an options table");
  API_ARGS_CHOOSE_CARD; /* cards and opts: their stack indexes, 3 and 4 */
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  question q; /* (not zeroed: its values are written as far as they are read) */
  q.kind = LUNO_ASK_CARD, q.seat = seat, q.optional = 0, q.prompt = "Choose a card";
  listed_cards(L, &q);
  if (q.n == 0) return 0;
  if (plain_question(h, L, opts, "choose_card", "Choose a card", &q) < 0) {
    read_asking(L, opts, "choose_card", "Choose a card");       /* prompt optional */
    int absent = lua_isboolean(L, -2) && !lua_toboolean(L, -2); /* (prompt = false) */
    q.prompt = absent                           ? "Choose a card"
               : lua_type(L, -2) == LUA_TSTRING ? shown_prompt(h, L, -2)
                                                : NULL;
    q.optional = lua_toboolean(L, -1);
  }
  return ask_question(L, h, &q, answer_as_is);
}

/* ask_yes_no's answer: true for yes (1); no or declined, false. */
static int yes_answered(lua_State *L, int status, lua_KContext ctx) {
  (void)status, (void)ctx;
  lua_pushboolean(L, lua_isinteger(L, -1) && lua_tointeger(L, -1) == 1);
  return 1;
}

/* g:ask_yes_no(seat [, prompt | { prompt }]) -> true or false. (Its values are implied:
 * the host reads no list for a yes-or-no question. It cannot be declined.) */
static int m_ask_yes_no(lua_State *L) {
  lua_settop(L, 3);
  API_ARGS_ASK_YES_NO; /* opts: its stack index, 3 */
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  question q;
  if (plain_question(h, L, 3, "ask_yes_no", "Yes or no?", &q) == 0) {
    q.kind = LUNO_ASK_YESNO;
    q.seat = seat;
    q.n = every_value(h, LUNO_ASK_YESNO, q.values);
    return ask_question(L, h, &q, yes_answered);
  }
  read_asking(L, 3, "ask_yes_no", "Yes or no?");
  lua_pop(L, 1); /* the optional flag: a yes-or-no question always wants an answer */
  lua_pushnil(L);
  lua_pushboolean(L, 0); /* prompt values optional */
  return ask(L, LUNO_ASK_YESNO, seat, yes_answered);
}

/* Reads the values of a request (the table at i; else every_value's) into values; checks
 * each against what kind asks for. Returns the count, or -1 with a reason in why. */
static int request_values(luno_host *h, lua_State *co, int i, int kind, int32_t *values,
                          const char **why) {
  const luno_state *s = luno_state_of(h->game);
  int ncolors = luno_setup_of(h->game)->ncolors, n = 0;
  if (!lua_istable(co, i)) return every_value(h, kind, values);
  int len = (int)lua_rawlen(co, i);
  if (len > LUNO_MAX_CARDS) return *why = "too many options", -1;
  for (; n < len; n++) {
    lua_rawgeti(co, i, n + 1);
    int ok = lua_isinteger(co, -1);
    lua_Integer v = lua_tointeger(co, -1);
    lua_pop(co, 1);
    if (ok && kind == LUNO_ASK_PLAYER)
      ok = v >= 0 && v < s->players;
    else if (ok && kind == LUNO_ASK_CARD)
      ok = v >= 0 && v < s->ncards;
    else if (ok && kind == LUNO_ASK_COLOR)
      ok = v >= 0 && v < ncolors;
    else if (ok && kind == LUNO_ASK_DIRECTION)
      ok = v == 1 || v == -1;
    else if (ok && kind == LUNO_ASK_YESNO)
      ok = v == 0 || v == 1;
    if (!ok) return *why = "an option is not a valid value for the question", -1;
    values[n] = (int32_t)v;
  }
  return n;
}

/* The prompt at i of co as shown: the cached copy when this very string was shown lately. */
static const char *shown_prompt(luno_host *h, lua_State *co, int i) {
  const char *src = lua_tostring(co, i);
  for (int k = 0; k < HOST_PROMPTS; k++)
    if (h->prompts[k].src == src) return h->prompts[k].text;
  int k = h->next_prompt;
  h->next_prompt = (k + 1) % HOST_PROMPTS;
  host_show_text(h->prompts[k].text, sizeof h->prompts[k].text, src);
  h->prompts[k].src = src;
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_prompts);
  lua_pushvalue(co, i);
  lua_rawseti(co, -2, k + 1); /* anchored: the address stays this string's */
  lua_pop(co, 1);
  return h->prompts[k].text;
}

/* Reads the question at base (kind, seat, prompt, values, optional) into q. Returns 0, or
 * -1 with the reason in *why. */
static int read_question(luno_host *h, lua_State *L, int base, question *q, const char **why) {
  lua_Integer kind = lua_tointeger(L, base), seat = lua_tointeger(L, base + 1);
  *why = "a malformed choice was asked";
  if (kind < LUNO_ASK_COLOR || kind > LUNO_ASK_TEXT) return -1; /* (choices: l_ask_choice) */
  if (seat < 0 || seat >= luno_state_of(h->game)->players) return -1;
  q->kind = (int)kind;
  q->seat = (int)seat;
  q->prompt = lua_type(L, base + 2) == LUA_TSTRING ? shown_prompt(h, L, base + 2) : NULL;
  q->n = request_values(h, L, base + 3, (int)kind, q->values, why);
  q->optional = lua_toboolean(L, base + 4);
  return q->n < 0 ? -1 : 0;
}

static const luaL_Reg choices[] = {API_METHODS_CHOICES, {NULL, NULL}};

/* Puts the asking methods into the table on top (upvalues: the host, the option keys). */
void bind_choices(lua_State *L, luno_host *h) {
  lua_pushlightuserdata(L, h);
  int n = (int)(sizeof option_keys / sizeof *option_keys);
  lua_createtable(L, n, 0);
  for (int k = 0; k < n; k++) {
    lua_pushstring(L, option_keys[k]);
    lua_rawseti(L, -2, k + 1);
  }
  luaL_setfuncs(L, choices, 2);
}

/* core.challenge_next(): the next question asked is a card's challenge (the prelude's
 * declared color_draw effect asks it), which the random bot never takes. */
static int l_challenge_next(lua_State *L) {
  host_of(L)->challenge_next = 1;
  return 0;
}

/* Puts core.ask, core.ask_choice and core.challenge_next into the table on top. */
void bind_ask(lua_State *L) {
  lua_pushcfunction(L, l_ask);
  lua_setfield(L, -2, "ask");
  lua_pushcfunction(L, l_challenge_next);
  lua_setfield(L, -2, "challenge_next");
  lua_pushcfunction(L, l_ask_choice);
  lua_setfield(L, -2, "ask_choice");
}
