/* methods.c: the game object's busiest methods and fields, in C. Lua 5.4 spends most of an
 * effect's time entering and leaving functions, so the calls every card makes (reading
 * hands and cards, drawing, skipping, setting the color) are C functions put straight into
 * g's method table by game.lua; the rest of g stays in Lua. Each checks its arguments like
 * its Lua sibling would and reports errors at the script line that called it. */
#include <lauxlib.h>
#include <string.h>

#include "api_gen.h"
#include "host_impl.h"

/* g:hand(seat [, filter]) -> a new list of the cards in the hand that pass the filter. */
static int m_hand(lua_State *L) {
  API_ARGS_HAND;
  luno_game *g = host_game(L);
  int n;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &n);
  lua_createtable(L, n, 0);
  for (int i = 0, k = 0; i < n; i++) {
    if (!host_passes(g, hand[i], &filter)) continue;
    lua_pushinteger(L, hand[i]);
    lua_rawseti(L, -2, ++k);
  }
  return 1;
}

/* g:holds(seat [, filter]) -> how many cards of the hand pass the filter. */
static int m_holds(lua_State *L) {
  API_ARGS_HOLDS;
  luno_game *g = host_game(L);
  int n, found = 0;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &n);
  for (int i = 0; i < n; i++)
    found += host_passes(g, hand[i], &filter);
  lua_pushinteger(L, found);
  return 1;
}

/* g:is_bot(seat) -> whether a bot plays the seat (the setup's, so replays agree). */
static int m_is_bot(lua_State *L) {
  API_ARGS_IS_BOT;
  lua_pushboolean(L, (luno_setup_of(host_game(L))->bots >> seat) & 1);
  return 1;
}

/* g:held_at_play([filter]) -> how many cards passing the filter the hand held just after
 * the card being played left it, before any effect or penalty changed it. */
static int m_held_at_play(lua_State *L) {
  API_ARGS_HELD_AT_PLAY;
  luno_game *g = host_game(L);
  int n, found = 0;
  const uint16_t *hand = luno_played_hand(g, &n);
  for (int i = 0; i < n; i++)
    found += host_passes(g, hand[i], &filter);
  lua_pushinteger(L, found);
  return 1;
}

/* g:next_seat([from [, steps]]) -> the seat steps places after from (default: the current
 * seat, one step) in play order; steps may be negative or huge: it is reduced modulo the
 * number of seats first, so no arithmetic can overflow. (next_player: the old name.) */
static int m_next_seat(lua_State *L) {
  API_ARGS_NEXT_SEAT;
  luno_game *g = host_game(L);
  lua_Integer n = luno_state_of(g)->players;
  if (from < 0) from = luno_state_of(g)->current;
  lua_pushinteger(L, luno_next_seat(g, from, (int)(((steps % n) + n) % n)));
  return 1;
}

/* g:draw(seat [, n]) -> the list of cards drawn (fewer when nothing is left). */
static int m_draw(lua_State *L) {
  API_ARGS_DRAW;
  luno_game *g = host_mutable_game(L);
  int held, got = luno_draw(g, seat, n);
  const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &held);
  lua_createtable(L, got, 0);
  for (int i = 0; i < got; i++) {
    lua_pushinteger(L, hand[held - got + i]);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

/* The continuation of force_draw's Lua version: its results, as they came. */
static int forced_by_hooks(lua_State *L, int status, lua_KContext ctx) {
  (void)status;
  return lua_gettop(L) - (int)ctx;
}

/* force_draw's own draw, the core's rule (luno_force_draw): a draw a card caused keeps the
 * turn where the ruleset says so (core.draw_keeps_turn, from the option draw_loses_turn). */
static int forced_draw(lua_State *L, int seat, int n, int by_card) {
  luno_force_draw(host_mutable_game(L), seat, n, by_card && host_of(L)->draw_keeps_turn);
  return 0;
}

static int hooks_from(lua_State *L, int k);

/* The continuation after force_draw hook k returned (at the top): true took the draw over. */
static int after_hook(lua_State *L, int status, lua_KContext k) {
  (void)status;
  if (lua_toboolean(L, -1)) return 0;
  lua_pop(L, 1);
  return hooks_from(L, (int)k + 1);
}

/* Runs the force_draw hooks from the k-th on, each while its `when` key is set, with
 * force_draw's own arguments (1 to 4: g, seat, n, card), until one returns true; else the
 * draw itself. The hooks may ask: each call is yieldable, going on in after_hook. */
static int hooks_from(lua_State *L, int k) {
  const luno_host *h = host_of(L);
  for (; k < h->nforce; k++) {
    const play_hook *p = &h->force[k];
    if (p->gate >= 0 && !((h->open_gates >> p->gate) & 1u)) continue;
    lua_rawgeti(L, LUA_REGISTRYINDEX, p->fn);
    for (int i = 1; i <= 4; i++)
      lua_pushvalue(L, i);
    lua_callk(L, 4, 1, k, after_hook);
    if (lua_toboolean(L, -1)) return 0;
    lua_pop(L, 1);
  }
  return forced_draw(L, (int)lua_tointeger(L, 2), (int)lua_tointeger(L, 3), !lua_isnil(L, 4));
}

/* g:force_draw(seat, n [, card]) (upvalues: host, the Lua version, S.hooks, and the key it
 * looks up, made once):
 * seat draws n and, if it is next to play, loses that turn, unless card caused it and
 * draw_loses_turn is false. When a rule hooks force_draw (stacking), its hooks run first,
 * from C where the host knows their `when` keys (plays.c), else in the Lua version; without
 * one, this is the whole method and no Lua frame is entered. */
static int m_force_draw(lua_State *L) {
  API_ARGS_FORCE_DRAW;
  int top = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(4)); /* "force_draw" */
  int hooked = lua_rawget(L, lua_upvalueindex(3)) != LUA_TNIL;
  lua_settop(L, top);
  if (hooked && host_of(L)->nforce >= 0) return lua_settop(L, 4), hooks_from(L, 0);
  if (hooked) {
    lua_settop(L, 4);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_insert(L, 1);
    lua_callk(L, 4, LUA_MULTRET, 0, forced_by_hooks); /* the hooks may ask: yieldable */
    return forced_by_hooks(L, LUA_OK, 0);
  }
  return forced_draw(L, seat, n, card >= 0);
}

/* Checks a closure maker's arguments (a function, then tables up to n) and puts the host
 * under them: the new closure's upvalues, in order. */
static void closure_args(lua_State *L, int n) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  for (int i = 2; i <= n; i++)
    luaL_checktype(L, i, LUA_TTABLE);
  lua_settop(L, n);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
}

/* core.force_draw_with(lua_version, hooks) -> g:force_draw (m_force_draw). */
static int l_force_draw_with(lua_State *L) {
  closure_args(L, 2);
  lua_pushliteral(L, "force_draw");
  lua_pushcclosure(L, m_force_draw, 4);
  return 1;
}

/* core.forced_draw(seat, n, card): force_draw's own draw, for its Lua version once no hook
 * took the draw over. */
static int l_forced_draw(lua_State *L) {
  int seat = host_seat_arg(L, 1, "force_draw");
  return forced_draw(L, seat, (int)luaL_checkinteger(L, 2), !lua_isnoneornil(L, 3));
}

/* core.draw_keeps_turn(keeps): whether a draw a card caused keeps its victim's turn (the
 * option draw_loses_turn is false), read once at the table's build. */
static int l_draw_keeps_turn(lua_State *L) {
  host_of(L)->draw_keeps_turn = lua_toboolean(L, 1);
  return 0;
}

/* g:skip([n]): the next n seats lose their turn. */
static int m_skip(lua_State *L) {
  API_ARGS_SKIP;
  if (n > LUNO_MAX_SEATS) script_error(L, "skip: expected 0 to 10 seats, got %d", n);
  luno_skip(host_mutable_game(L), (int)n);
  return 0;
}

static int m_reverse(lua_State *L) {
  API_ARGS_REVERSE;
  luno_reverse(host_mutable_game(L));
  return 0;
}

/* g:set_color(name) sets the active color. */
static int m_set_color(lua_State *L) {
  API_ARGS_SET_COLOR;
  luno_set_color(host_mutable_game(L), color);
  return 0;
}

/* g:set_next(seat): seat takes the next turn. */
static int m_set_next(lua_State *L) {
  API_ARGS_SET_NEXT;
  luno_set_next(host_mutable_game(L), seat);
  return 0;
}

/* The card type of card, a card of the running game (checked by the caller). */
static const luno_type *type_of(lua_State *L, int card) {
  const luno_host *h = host_of(L);
  return &h->setup->types[h->cards[card].type];
}

static int m_name(lua_State *L) {
  API_ARGS_NAME;
  lua_pushstring(L, type_of(L, card)->name);
  return 1;
}

static int m_label(lua_State *L) {
  API_ARGS_LABEL;
  lua_pushstring(L, type_of(L, card)->label);
  return 1;
}

static int m_points(lua_State *L) {
  API_ARGS_POINTS;
  lua_pushinteger(L, type_of(L, card)->points);
  return 1;
}

/* g:number(card) -> its number, or nil for a symbol. */
static int m_number(lua_State *L) {
  API_ARGS_NUMBER;
  int n = type_of(L, card)->number;
  if (n >= 0)
    lua_pushinteger(L, n);
  else
    lua_pushnil(L);
  return 1;
}

/* g:color_of(card) -> its color name, or nil for a wild. */
static int m_color_of(lua_State *L) {
  API_ARGS_COLOR_OF;
  luno_game *g = host_game(L);
  int c = luno_card_at(g, card)->color;
  if (c >= 0)
    lua_pushstring(L, luno_setup_of(g)->colors[c]);
  else
    lua_pushnil(L);
  return 1;
}

static int m_is_wild(lua_State *L) {
  API_ARGS_IS_WILD;
  lua_pushboolean(L, host_of(L)->cards[card].color < 0);
  return 1;
}

static int m_matches(lua_State *L) {
  API_ARGS_MATCHES; /* other: -1 for the table's top */
  luno_game *g = host_game(L);
  if (other < 0) return lua_pushboolean(L, luno_matches(g, card)), 1;
  const luno_card *a = luno_card_at(g, card), *b = luno_card_at(g, other);
  lua_pushboolean(L, a->color < 0 || a->color == b->color || a->type == b->type);
  return 1;
}

/* g:set_back(card, name [, color]): the card's back becomes a card of type name, in color
 * (nil for a wild type); name nil takes the back away. */
static int m_set_back(lua_State *L) {
  API_ARGS_SET_BACK; /* name and color: their stack indexes */
  const luno_setup *s = luno_setup_of(host_game(L));
  if (lua_isnoneornil(L, name)) return luno_set_back(host_mutable_game(L), card, -1, -1), 0;
  const char *type_name = lua_tostring(L, name);
  int type = host_type_index(s, type_name);
  if (type < 0) script_error(L, "set_back: no card type named %s", host_shown(L, name));
  int c = lua_isnoneornil(L, color) ? -1 : host_color_index(s, lua_tostring(L, color));
  if (s->types[type].colored && c < 0)
    script_error(L, "set_back: %s needs one of the ruleset's colors, got %s", type_name,
                 host_shown(L, color));
  if (!s->types[type].colored && c != -1)
    script_error(L, "set_back: %s is a wild type and takes no color, got %s", type_name,
                 host_shown(L, color));
  luno_set_back(host_mutable_game(L), card, type, c);
  return 0;
}

/* g:back_of(card) -> the name and color (nil for a wild) of its back, or nothing. */
static int m_back_of(lua_State *L) {
  API_ARGS_BACK_OF;
  luno_game *g = host_game(L);
  const luno_card *c = luno_card_at(g, card);
  if (c->back_type == LUNO_NO_BACK) return 0;
  lua_pushstring(L, luno_setup_of(g)->types[c->back_type].name);
  if (c->back_color >= 0)
    lua_pushstring(L, luno_setup_of(g)->colors[c->back_color]);
  else
    lua_pushnil(L);
  return 2;
}

/* g:turn_cards([cards]): the cards listed (a card or a list), or every card that has a
 * back, turn over: their backs become their faces. */
static int m_turn_cards(lua_State *L) {
  API_ARGS_TURN_CARDS; /* cards: its stack index */
  luno_game *g = host_mutable_game(L);
  int n = luno_state_of(g)->ncards;
  if (lua_isnoneornil(L, cards)) {
    for (int c = 0; c < n; c++)
      luno_turn_card(g, c);
    return 0;
  }
  if (!lua_istable(L, cards)) return luno_turn_card(g, host_card_arg(L, cards, "turn_cards")), 0;
  lua_Integer len = luaL_len(L, cards); /* a __len may say anything: the C loop bounds itself */
  if (len > n) return script_error(L, "turn_cards: a list of more than %d cards", n);
  for (lua_Integer i = 1; i <= len; i++) {
    lua_geti(L, cards, i);
    luno_turn_card(g, host_card_arg(L, -1, "turn_cards"));
    lua_pop(L, 1);
  }
  return 0;
}

/* The live fields m_fields serves, by their code in the name table (upvalue 5). */
enum {
  F_CURRENT = 1,
  F_PLAYERS,
  F_DEALER,
  F_DIRECTION,
  F_ROUND,
  F_VARS,
  F_OPTIONS,
  F_COLOR,
  F_TOP
};
const char *const host_field_names[] = {NULL,    "current", "players", "dealer", "direction",
                                        "round", "vars",    "options", "color",  "top"};

/* Pushes field code f of the running game. */
static void push_field(lua_State *L, int f) {
  luno_game *g = host_game(L);
  const luno_state *st = luno_state_of(g);
  int v = 0;
  switch (f) {
  case F_CURRENT: v = st->current; break;
  case F_PLAYERS: v = st->players; break;
  case F_DEALER: v = st->dealer; break;
  case F_DIRECTION: v = st->direction; break;
  case F_ROUND: v = st->round; break;
  case F_VARS: lua_pushvalue(L, lua_upvalueindex(3)); return;
  case F_OPTIONS: lua_pushvalue(L, lua_upvalueindex(4)); return;
  case F_COLOR:
    if (st->color < 0)
      lua_pushnil(L);
    else
      lua_pushstring(L, luno_setup_of(g)->colors[st->color]);
    return;
  default:
    if (luno_top(g) < 0)
      lua_pushnil(L);
    else
      lua_pushinteger(L, luno_top(g));
    return;
  }
  lua_pushinteger(L, v);
}

/* The live fields of g (g.color, g.top, g.current, g.vars, ...), found by one lookup of the
 * key in the name table; other keys go to the Lua fallback in upvalue 2. */
static int m_fields(lua_State *L) {
  lua_pushvalue(L, 2);
  int f = lua_rawget(L, lua_upvalueindex(5)) == LUA_TNUMBER ? (int)lua_tointeger(L, -1) : 0;
  lua_pop(L, 1);
  if (f > 0) {
    push_field(L, f);
    return 1;
  }
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

static const luaL_Reg methods[] = {API_METHODS_METHODS, {NULL, NULL}};

/* core.fields(fallback, vars, options) -> the __index function for g's live fields; g.vars
 * and g.options are the two tables given. */
static int l_fields(lua_State *L) {
  closure_args(L, 3);
  lua_createtable(L, 0, F_TOP);
  for (int f = F_CURRENT; f <= F_TOP; f++) {
    lua_pushinteger(L, f);
    lua_setfield(L, -2, host_field_names[f]);
  }
  lua_pushcclosure(L, m_fields, 5);
  return 1;
}

/* g.vars[k] = v (the view's __newindex; upvalues: host, S.vars, S.gate_bits): stores v and,
 * when k is a rule's `when` key, whether it is set now. */
static int m_set_var(lua_State *L) {
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  lua_settop(L, 3);
  lua_pushvalue(L, 2);
  lua_pushvalue(L, 3);
  lua_rawset(L, lua_upvalueindex(2));
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(3)) == LUA_TNUMBER) {
    uint32_t bit = 1u << (lua_tointeger(L, -1) & 31);
    h->open_gates = lua_toboolean(L, 3) ? h->open_gates | bit : h->open_gates & ~bit;
  }
  return 0;
}

/* core.var_setter(vars, gate_bits) -> the __newindex of g.vars's view. */
static int l_var_setter(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_pushcclosure(L, m_set_var, 3);
  return 1;
}

/* g:tag(card, key) -> the value at key in the card type's tags (upvalues: the host, the
 * tags of each type of lua/prelude.lua, type i's at i + 1, refilled at every build). */
static int m_tag(lua_State *L) {
  API_ARGS_TAG; /* key: its stack index */
  lua_settop(L, key);
  lua_rawgeti(L, lua_upvalueindex(2), host_of(L)->cards[card].type + 1);
  lua_pushvalue(L, key);
  lua_gettable(L, -2);
  return 1;
}

/* core.tag_reader(type_tags) -> g:tag, reading the list given. */
static int l_tag_reader(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_pushcclosure(L, m_tag, 2);
  return 1;
}

/* g:card_text(card) -> the card as people read it: "red Draw Two", "Wild" (upvalues: the
 * types list of lua/prelude.lua, the key "label", the colors' names, both lists kept in
 * place from build to build). */
static int m_card_text(lua_State *L) {
  API_ARGS_CARD_TEXT;
  const luno_card *c = &host_of(L)->cards[card];
  lua_rawgeti(L, lua_upvalueindex(1), c->type + 1);
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_rawget(L, -2); /* the label */
  if (c->color < 0 || lua_rawgeti(L, lua_upvalueindex(3), c->color + 1) == LUA_TNIL)
    return lua_pop(L, c->color < 0 ? 0 : 1), 1; /* a wild (or a color without a name) */
  lua_pushliteral(L, " ");
  lua_rotate(L, -3, 2); /* color, " ", label */
  lua_concat(L, 3);
  return 1;
}

/* core.text_reader(types, colors) -> g:card_text (m_card_text). */
static int l_text_reader(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_settop(L, 2);
  lua_pushliteral(L, "label");
  lua_insert(L, 2);
  lua_pushcclosure(L, m_card_text, 3);
  return 1;
}

/* core.like_top_window() -> the id of the last like-top window the core opened, or 0. */
static int l_like_top_window(lua_State *L) {
  lua_pushinteger(L, luno_like_top_window(host_game(L)));
  return 1;
}

/* core.like_top_card(seat) -> seat's first card identical to the top, or nothing. */
static int l_like_top_card(lua_State *L) {
  int card = luno_like_top_card(host_game(L), (int)luaL_checkinteger(L, 1));
  if (card < 0) return 0;
  lua_pushinteger(L, card);
  return 1;
}

/* core.base_answer(seat, card) -> the card's own answer as the core decides it (0..2). */
static int l_base_answer(lua_State *L) {
  int card = host_card_arg(L, 2, "base_answer");
  lua_pushinteger(L, luno_base_answer(host_game(L), (int)luaL_checkinteger(L, 1), card));
  return 1;
}

/* core.call_to_judge(seat, called) -> whether seat's play just made leaves a call to judge. */
static int l_call_to_judge(lua_State *L) {
  int seat = host_seat_arg(L, 1, "call_to_judge");
  lua_pushboolean(L, luno_call_to_judge(host_game(L), seat, lua_toboolean(L, 2)));
  return 1;
}

/* The core.* functions of this file, each with the host as its upvalue (host_game). */
static const luaL_Reg core_funcs[] = {{"fields", l_fields},
                                      {"var_setter", l_var_setter},
                                      {"tag_reader", l_tag_reader},
                                      {"text_reader", l_text_reader},
                                      {"force_draw_with", l_force_draw_with},
                                      {"forced_draw", l_forced_draw},
                                      {"draw_keeps_turn", l_draw_keeps_turn},
                                      {"like_top_window", l_like_top_window},
                                      {"like_top_card", l_like_top_card},
                                      {"base_answer", l_base_answer},
                                      {"call_to_judge", l_call_to_judge},
                                      {NULL, NULL}};

void bind_methods(lua_State *L, luno_host *h) {
  lua_newtable(L);
  lua_pushlightuserdata(L, h);
  luaL_setfuncs(L, methods, 1);
  bind_choices(L, h);
  bind_loops(L, h);
  bind_moves(L, h);
  bind_say(L, h);
  lua_setfield(L, -2, "methods");
  lua_pushlightuserdata(L, h);
  luaL_setfuncs(L, core_funcs, 1);
  lua_createtable(L, F_TOP, 0); /* core.field_names: the fields served here ("did you mean") */
  for (int f = F_CURRENT; f <= F_TOP; f++) {
    lua_pushstring(L, host_field_names[f]);
    lua_rawseti(L, -2, f);
  }
  lua_setfield(L, -2, "field_names");
  bind_ask(L);
  bind_plays(L);
}
