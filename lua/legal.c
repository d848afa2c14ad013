/* legal.c: the scripts' say on legality, the host's half of the one pipeline (the core's
 * half is core/options.c). For each option, from its own answer (as its card type declares
 * it, or the plain rule; the core's): the card type's can_play, then each rule's legal
 * hook that is on (its `when` key set, or none), in load order. One function judges
 * (judge), for the turn's options (luno_rules.legal, in one protected call), for g:legal
 * (core.legal), and for a refusal's reason (luno_rules.why, keeping what a refusing script
 * said after its answer). Questions only: the game is read-only meanwhile. */
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>

#include "host_impl.h"

/* A list of options to judge, and what to keep. */
typedef struct judging {
  int seat;
  const int *cards; /* a card, or -1 for declining to play */
  int n;
  int *answers; /* own answers in, final answers out (luno_answer_kind) */
  int keep_why; /* keep the last refusal's reason (in the registry's luno.why) */
} judging;

/* Pushes an answer as scripts read it: true, false or "bluff". */
static void push_answer(lua_State *L, int r) {
  if (r == LUNO_ANSWER_BLUFF)
    lua_pushliteral(L, "bluff");
  else
    lua_pushboolean(L, r != LUNO_ANSWER_NO);
}

/* A script's answer at i: true 1, "bluff" 2, anything else 0; -1 for nil (a mistake worth a
 * note: `return ok` was meant). */
static int answer_at(lua_State *L, int i) {
  int t = lua_type(L, i);
  if (t == LUA_TNIL || t == LUA_TNONE) return -1;
  if (t == LUA_TSTRING) return strcmp(lua_tostring(L, i), "bluff") == 0 ? 2 : 0;
  return lua_toboolean(L, i);
}

/* Notes (for luno check) a script that answered nil: M.note(text). */
static void note_nil(lua_State *L, luno_host *h, const char *what, const char *name) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "note");
  if (!strcmp(what, "card"))
    lua_pushfstring(L, "card %s: can_play returned nil (false refuses)", name);
  else
    lua_pushfstring(L, "rule %s: its legal hook returned nil (return ok to keep the answer)", name);
  lua_call(L, 1, 0);
  lua_pop(L, 1);
}

/* Keeps a refusal's reason: the values above base (a text, or a format and its values) into
 * the registry's luno.why, as a list with its length in n. */
static void keep_reason(lua_State *L, int base) {
  int n = lua_gettop(L) - base;
  lua_createtable(L, n, 1);
  for (int i = 1; i <= n; i++) {
    lua_pushvalue(L, base + i);
    lua_rawseti(L, -2, i);
  }
  lua_pushinteger(L, n);
  lua_setfield(L, -2, "n");
  lua_setfield(L, LUA_REGISTRYINDEX, "luno.why");
}

/* Calls the script function pushed (with its four arguments) for an option whose answer so
 * far is r; returns its answer (nil counts as a refusal, and is noted as the name's kind).
 * With keep_why, a refusal keeps the reason given after it (a refusal of what was allowed,
 * even without one: a rule that judges by its own measure, DOS's row, says why). */
static int ask_script(lua_State *L, luno_host *h, int r, int keep_why, const char *kind,
                      const char *name) {
  int base = lua_gettop(L) - 5;
  lua_call(L, 4, keep_why ? LUA_MULTRET : 1);
  int got = answer_at(L, base + 1);
  if (got < 0) note_nil(L, h, kind, name), got = 0;
  if (keep_why && got == 0 && (r > 0 || lua_gettop(L) > base + 1)) keep_reason(L, base + 1);
  lua_settop(L, base);
  return got;
}

/* Whether legal hook j is on: its rule has no `when` key, or the key is set in g.vars. */
static int hook_on(lua_State *L, const luno_host *h, int j) {
  int gate = h->legal_gate[j];
  if (gate >= 0) return (h->open_gates >> gate) & 1u;
  if (gate == LEGAL_ALWAYS) return 1;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_vars); /* a key past the host's bits: read it */
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->legal_key[j]);
  int on = lua_rawget(L, -2) != LUA_TNIL && lua_toboolean(L, -1);
  lua_pop(L, 2);
  return on;
}

/* Pushes what judge calls with: the game object, then each legal hook (its index in the
 * host's list, from base + 1 on). Returns base, the game object's index. */
static int push_judges(lua_State *L, const luno_host *h) {
  luaL_checkstack(L, h->nlegal + 8, "the legal hooks"); /* (and judge's call on top) */
  int base = lua_gettop(L) + 1;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_g);
  for (int j = 0; j < h->nlegal; j++)
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->legal_fn[j]);
  return base;
}

/* What a legal_types hook says of a card type: refused, plays (whether or not it matches),
 * or as the answer so far says (it answered nil for the seat, or "match" for the type); and
 * of declining to play, in the slot after the types' (its `draw` key: false refuses it). */
enum { TYPE_REFUSED, TYPE_PLAYS, TYPE_AS_IS };
enum { DECLINING = LUNO_MAX_TYPES, VERDICTS };

/* Raises an error about legal_types hook j's answer, naming its rule and its file:line. */
static int types_error(lua_State *L, luno_host *h, int base, int j, const char *what) {
  lua_Debug ar;
  lua_pushvalue(L, base + 1 + j);
  lua_getinfo(L, ">S", &ar);
  return luaL_error(L, "%s:%d: rule %s: legal_types %s", ar.short_src, ar.linedefined,
                    h->legal_rule[j], what);
}

/* The card type named by the key at -2 (lua_next's), DECLINING for `draw` (no card type
 * has that name), or raises. */
static int named_type(lua_State *L, luno_host *h, int base, int j) {
  if (lua_type(L, -2) == LUA_TSTRING) {
    const char *name = lua_tostring(L, -2);
    if (!strcmp(name, "draw")) return DECLINING;
    for (int t = 0; t < h->ntypes; t++)
      if (!strcmp(h->setup->types[t].name, name)) return t;
    lua_pushfstring(L, "names %s, which is no card type of this game", name);
  } else {
    lua_pushfstring(L, "should be keyed by card names, not by a %s", luaL_typename(L, -2));
  }
  return types_error(L, h, base, j, lua_tostring(L, -1));
}

/* The verdict of the value at -1 of legal_types' table, or raises. */
static int type_verdict(lua_State *L, luno_host *h, int base, int j) {
  int kind = lua_type(L, -1);
  if (kind == LUA_TBOOLEAN) return lua_toboolean(L, -1) ? TYPE_PLAYS : TYPE_REFUSED;
  if (kind == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "match")) return TYPE_AS_IS;
  lua_pushfstring(L, "gives a card type %s %s (true, \"match\" or false)",
                  kind == LUA_TSTRING ? "the text" : "a",
                  kind == LUA_TSTRING ? lua_tostring(L, -1) : luaL_typename(L, -1));
  return types_error(L, h, base, j, lua_tostring(L, -1));
}

/* Asks legal_types hook j (pushed at base + 1 + j) which card types seat may play, into
 * verdict (one per card type, then declining's). With why_type >= 0 (a refusal's reason is wanted),
 * keeps the reason given after the table when that type is refused and r, its answer so far,
 * allowed it or a reason was given. Raises what the hook raises. */
static void ask_types(lua_State *L, luno_host *h, int base, int j, int seat, uint8_t *verdict,
                      int why_type, int r) {
  int top = lua_gettop(L);
  lua_pushvalue(L, base + 1 + j);
  lua_pushvalue(L, base);
  lua_pushinteger(L, seat);
  lua_call(L, 2, why_type >= 0 ? LUA_MULTRET : 1);
  int kind = lua_type(L, top + 1);
  if (kind == LUA_TNIL || kind == LUA_TNONE) {
    memset(verdict, TYPE_AS_IS, (size_t)h->ntypes);
    verdict[DECLINING] = TYPE_AS_IS;
  } else if (kind != LUA_TTABLE) {
    lua_pushfstring(L, "returned a %s: a table of card names, or nil", luaL_typename(L, top + 1));
    types_error(L, h, base, j, lua_tostring(L, -1));
  } else {
    memset(verdict, TYPE_REFUSED, (size_t)h->ntypes);
    verdict[DECLINING] = TYPE_AS_IS;
    for (lua_pushnil(L); lua_next(L, top + 1); lua_pop(L, 1)) {
      int t = named_type(L, h, base, j), v = type_verdict(L, h, base, j);
      verdict[t] = (uint8_t)(t == DECLINING && v == TYPE_PLAYS ? TYPE_AS_IS : v);
    }
    if (why_type >= 0 && verdict[why_type] == TYPE_REFUSED && (r > 0 || lua_gettop(L) > top + 1))
      keep_reason(L, top + 1);
  }
  lua_settop(L, top);
}

/* The answer after a legal_types verdict v, from r. */
static int after_verdict(int v, int r) {
  if (v == TYPE_REFUSED) return LUNO_ANSWER_NO;
  return v == TYPE_PLAYS && r <= 0 ? LUNO_ANSWER_YES : r; /* (a bluff stays a bluff) */
}

/* The final answer for one option of seat: card (-1: declining to play) whose own answer
 * is r; the game object and the legal hooks at base (push_judges). verdicts: the legal_types
 * hooks' answers for the list (judge_each), or NULL: each is asked here. Raises what a
 * script raises. */
static int judge(lua_State *L, luno_host *h, int base, int seat, int card, int r, int keep_why,
                 const uint8_t (*verdicts)[VERDICTS]) {
  int type = card >= 0 ? h->cards[card].type : -1;
  if (type >= 0 && h->ref_type_can[type] != LUA_REFNIL) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_type_can[type]);
    lua_pushvalue(L, base);
    lua_pushinteger(L, seat);
    lua_pushinteger(L, card);
    push_answer(L, r);
    r = ask_script(L, h, 1, keep_why, "card",
                   h->setup->types[type].name); /* (its refusal counts) */
  }
  for (int j = 0; j < h->nlegal; j++) {
    if (!hook_on(L, h, j)) continue;
    if (h->legal_by_type[j]) {
      int slot = type >= 0 ? type : DECLINING;
      uint8_t asked[VERDICTS];
      if (!verdicts) ask_types(L, h, base, j, seat, asked, keep_why ? slot : -1, r);
      r = after_verdict(verdicts ? verdicts[j][slot] : asked[slot], r);
      continue;
    }
    lua_pushvalue(L, base + 1 + j);
    lua_pushvalue(L, base);
    lua_pushinteger(L, seat);
    if (card >= 0)
      lua_pushinteger(L, card);
    else
      lua_pushnil(L);
    push_answer(L, r);
    r = ask_script(L, h, r, keep_why, "rule", h->legal_rule[j]);
  }
  return r;
}

/* Judges a list (a light userdata judging at 1): the body of judge_list's protected call.
 * The legal_types hooks on are asked once for the whole list (a refusal's reason, wanted
 * for one card, is kept as judge asks them). */
static int judge_each(lua_State *L) {
  judging *j = lua_touserdata(L, 1);
  luno_host *h = host_of(L);
  int base = push_judges(L, h), by_type = 0;
  uint8_t verdicts[HOST_MAX_LEGAL][VERDICTS];
  for (int k = 0; k < h->nlegal && !j->keep_why; k++)
    if (h->legal_by_type[k] && hook_on(L, h, k))
      ask_types(L, h, base, k, j->seat, verdicts[k], -1, 0), by_type = 1;
  for (int i = 0; i < j->n; i++)
    j->answers[i] = judge(L, h, base, j->seat, j->cards[i], j->answers[i], j->keep_why,
                          by_type ? (const uint8_t(*)[VERDICTS])verdicts : NULL);
  return 0;
}

/* Judges a list in one protected call, the game read-only; 0, or -1 after luno_fail. */
static int judge_list(luno_host *h, luno_game *g, judging *j) {
  lua_State *L = h->L;
  host_use_game(h, g);
  lua_pushcfunction(L, judge_each);
  lua_pushlightuserdata(L, j);
  h->readonly++;
  int st = host_pcall(h, 1, 0);
  h->readonly--;
  if (st == LUA_OK) return 0;
  luno_fail(g, h->error);
  return -1;
}

/* luno_rules.legal: the scripts' answers for a list of options (the core asks only when a
 * card type of it has a can_play or a rule hooks legality). */
static int host_legal(void *ud, luno_game *g, int seat, const int *cards, int n, int *answers) {
  luno_host *h = ud;
  host_use_game(h, g);
  if (!host_event_live(h, LUNO_EV_LEGAL) && !h->types_can) return 0; /* nothing is on now */
  judging j = {seat, cards, n, answers, 0};
  return judge_list(h, g, &j);
}

/* Formats the kept reason (luno.why, on top) into out: its text, or its format made with
 * string.format; 0, or -1 when there is none or it does not format. */
static int format_reason(lua_State *L, char *out, int len) {
  lua_Integer n = (lua_getfield(L, -1, "n"), lua_tointeger(L, -1));
  lua_pop(L, 1);
  if (n < 1) return -1; /* (a refusal without words) */
  if (lua_rawgeti(L, -1, 1) != LUA_TSTRING) return lua_pop(L, 1), -1;
  if (n > 1) {
    lua_pop(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_getfield(L, -1, LUA_STRLIBNAME);
    lua_getfield(L, -1, "format"); /* the real one: scripts cannot reach it */
    lua_replace(L, -3);
    lua_pop(L, 1);
    for (lua_Integer i = 1; i <= n; i++)
      lua_rawgeti(L, -1 - (int)i, i);
    if (lua_pcall(L, (int)n, 1, 0) != LUA_OK || lua_type(L, -1) != LUA_TSTRING)
      return lua_pop(L, 1), -1;
  }
  host_show_text(out, (size_t)len, lua_tostring(L, -1));
  lua_pop(L, 1);
  return 0;
}

/* luno_rules.why: the reason a refusing script gave for seat's play of card, or for its
 * declining to play when card is -1 (judged again, keeping it); for a card that is never
 * played on a turn, its own words. */
static int host_why(void *ud, luno_game *g, int seat, int card, char *out, int len) {
  luno_host *h = ud;
  lua_State *L = h->L;
  host_use_game(h, g);
  lua_pushnil(L);
  lua_setfield(L, LUA_REGISTRYINDEX, "luno.why");
  int answer = card >= 0 ? luno_base_answer(g, seat, card) : LUNO_ANSWER_YES;
  judging j = {seat, &card, 1, &answer, 1};
  if (judge_list(h, g, &j) < 0 || answer != LUNO_ANSWER_NO) return -1;
  if (lua_getfield(L, LUA_REGISTRYINDEX, "luno.why") == LUA_TTABLE) {
    int st = format_reason(L, out, len);
    lua_pop(L, 1);
    return st;
  }
  lua_pop(L, 1);
  if (card < 0) return -1;
  const luno_type *t = &h->setup->types[h->cards[card].type];
  if (t->plays != LUNO_PLAYS_NEVER) return -1;
  snprintf(out, (size_t)len, "%s is never played on a turn: it is used as a reaction", t->label);
  return 0;
}

/* core.legal(seat, card) -> the engine's whole answer for seat's play of card: true, false
 * or "bluff" (g:legal; a legal hook may ask it about another card). */
static int l_legal(lua_State *L) {
  luno_host *h = host_of(L);
  int seat = host_seat_arg(L, 1, "legal"), card = host_card_arg(L, 2, "legal");
  int base = push_judges(L, h);
  push_answer(L, judge(L, h, base, seat, card, luno_base_answer(h->game, seat, card), 0, NULL));
  return 1;
}

void bind_legal(lua_State *L) {
  lua_pushcfunction(L, l_legal);
  lua_setfield(L, -2, "legal");
}

/* luno_rules.live: whether a hook of ev may run now (its rule's `when` key set, or none). */
static int host_live(void *ud, const luno_game *g, luno_event ev) {
  (void)g;
  return host_event_live(ud, ev);
}

void legal_install(luno_host *h) {
  h->rules.legal = host_legal;
  h->rules.why = host_why;
  h->rules.live = host_live;
}
