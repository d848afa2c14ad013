/* botview.c: what a bot is given, built straight into the bot seat's own Lua state from
 * the core's tables: its seat's view and the pending decision (lua/API.md, "Bots"). The
 * rulesets' state only lends its option values; nothing of it, and no card the seat does
 * not know, reaches the bot.
 *
 * Speed: a card's table, the options table and the decision options that never change
 * (a play, a draw, a pass, a color) are built once per deck and ruleset state and shared
 * by every view after (issue 14: building views was four fifths of a Lua bot's cost); the
 * view, its lists and the question are tables made once per bot and refilled for each
 * decision, and a view's field is made only when the bot reads it (issue 29: making every
 * view anew, in full, was two thirds of the greedy bot's cost). A bot that writes into
 * them changes only what it shows itself; lua/API.md asks bots to treat views as read-only
 * and to copy what they keep past a decision. */
#include <lauxlib.h>
#include <string.h>

#include "host_impl.h"

static const char *const kind_names[] = {"none",      "turn",   "color", "seat",  "card",
                                         "direction", "yes_no", "text",  "choice"};
static const char *const act_names[] = {"play",  "draw",    "pass", "choose", "decline",
                                        "react", "penalty", "use",  "answer"};

/* Pushes the name of color index i, or nil for none (-1: a wild, or no color yet). */
static void push_color(lua_State *L, const luno_game *g, int i) {
  const luno_setup *s = luno_setup_of(g);
  if (i >= 0 && i < s->ncolors)
    lua_pushstring(L, s->colors[i]);
  else
    lua_pushnil(L);
}

/* Pushes a new table for a card as bots see it: { id, name, label, color, number, points,
 * wild }. */
static void new_card(lua_State *L, const luno_game *g, int card) {
  const luno_card *c = luno_card_at(g, card);
  const luno_type *t = &luno_setup_of(g)->types[c->type];
  lua_createtable(L, 0, 7);
  lua_pushinteger(L, card);
  lua_setfield(L, -2, "id");
  lua_pushstring(L, t->name);
  lua_setfield(L, -2, "name");
  lua_pushstring(L, t->label);
  lua_setfield(L, -2, "label");
  push_color(L, g, c->color);
  lua_setfield(L, -2, "color");
  if (t->number >= 0) {
    lua_pushinteger(L, t->number);
    lua_setfield(L, -2, "number");
  }
  lua_pushinteger(L, t->points);
  lua_setfield(L, -2, "points");
  lua_pushboolean(L, c->color < 0);
  lua_setfield(L, -2, "wild");
}

/* Pushes card's table from the bot's cache of them (the table at stack index cache); a
 * double-sided card's is made anew, as its face may have turned since. */
static void push_card(lua_State *L, int cache, const luno_game *g, int card) {
  if (luno_card_at(g, card)->back_type != LUNO_NO_BACK) return new_card(L, g, card);
  if (lua_rawgeti(L, cache, card + 1) == LUA_TNIL) {
    lua_pop(L, 1);
    new_card(L, g, card);
    lua_pushvalue(L, -1);
    lua_rawseti(L, cache, card + 1);
  }
}

/* Pushes a new list of the cards of pile that seat knows (all of them when seat < 0). */
static void push_cards(lua_State *L, int cache, const luno_game *g, int pile, int seat) {
  int n, k = 0;
  const uint16_t *cards = luno_pile(g, pile, &n);
  lua_createtable(L, seat < 0 ? n : 0, 0);
  for (int i = 0; i < n; i++) {
    if (seat >= 0 && !luno_sees(g, seat, cards[i])) continue;
    push_card(L, cache, g, cards[i]);
    lua_rawseti(L, -2, ++k);
  }
}

/* Ends the list at stack index list after its first n items: clears what a longer fill
 * left after them (item by item: cheaper than its length, which takes a search). */
static void trim_list(lua_State *L, int list, lua_Integer n) {
  while (lua_rawgeti(L, list, ++n) != LUA_TNIL) {
    lua_pop(L, 1);
    lua_pushnil(L);
    lua_rawseti(L, list, n);
  }
  lua_pop(L, 1);
}

/* Refills the list at stack index list with the cards of pile that seat knows (all of
 * them when seat < 0). */
static void fill_cards(lua_State *L, int list, int cache, const luno_game *g, int pile, int seat) {
  int n, k = 0;
  const uint16_t *cards = luno_pile(g, pile, &n);
  for (int i = 0; i < n; i++) {
    if (seat >= 0 && !luno_sees(g, seat, cards[i])) continue;
    push_card(L, cache, g, cards[i]);
    lua_rawseti(L, list, ++k);
  }
  trim_list(L, list, k);
}

/* A view's fields, each made when the bot first reads it (view_index): their numbers
 * (bits of bot_state.view_made) and names. */
enum {
  F_SEAT,
  F_PLAYERS,
  F_DEALER,
  F_CURRENT,
  F_DIRECTION,
  F_ROUND,
  F_CALL_AT,
  F_AGAIN,
  F_DRAW_PILE,
  F_COLOR,
  F_TOP,
  F_HAND,
  F_ZONES,
  F_LINES,
  F_HAND_SIZES,
  F_SCORES,
  F_KNOWN,
  F_OPTIONS,
  NFIELDS
};
static const char *const field_names[NFIELDS] = {
    "seat",    "players", "dealer",     "current", "direction", "round",
    "call_at", "again",   "draw_pile",  "color",   "top",       "hand",
    "zones",   "lines",   "hand_sizes", "scores",  "known",     "options"};

/* What every view and question are refilled into, by index in the bot's kit (registry
 * ref_kit, made anew with the caches): the view and ask tables, the lists the view reuses
 * (known[seat]'s at KIT_KNOWN_AT + seat), and names interned once (fields, ask kinds, colors). */
enum {
  KIT_VIEW = 1,
  KIT_ASK,
  KIT_HAND,
  KIT_SIZES,
  KIT_SCORES,
  KIT_KNOWN,
  KIT_ASK_OPTIONS,
  KIT_KNOWN_AT,
  KIT_NAMES = KIT_KNOWN_AT + LUNO_MAX_SEATS,
  KIT_KINDS = KIT_NAMES + NFIELDS,
  KIT_COLORS = KIT_KINDS + (int)(sizeof kind_names / sizeof *kind_names)
};

/* Pushes the kit's (at stack index kit) list number i, made with room for n items when it
 * is not there yet (room enough: a list that outgrew its array would be rehashed, and
 * shrunk, again and again as it is refilled). Returns its stack index. */
static int kit_list(lua_State *L, int kit, int i, int n) {
  if (lua_rawgeti(L, kit, i) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_createtable(L, n, 0);
    lua_pushvalue(L, -1);
    lua_rawseti(L, kit, i);
  }
  return lua_gettop(L);
}

/* Pushes the kit's table number i (kit_list, no room asked for). */
static int kit_table(lua_State *L, int kit, int i) { return kit_list(L, kit, i, 0); }

/* Pushes the string text, kept at index i of the kit (at stack index kit) once made. */
static void push_kit_name(lua_State *L, int kit, int i, const char *text) {
  if (lua_rawgeti(L, kit, i) == LUA_TNIL) {
    lua_pop(L, 1);
    lua_pushstring(L, text);
    lua_pushvalue(L, -1);
    lua_rawseti(L, kit, i);
  }
}

/* Pushes onto L the value at index i of R (another state) if it is a boolean, a number or
 * a string; nil for anything else. */
static void push_plain(lua_State *L, lua_State *R, int i) {
  size_t len;
  const char *text;
  switch (lua_type(R, i)) {
  case LUA_TBOOLEAN: lua_pushboolean(L, lua_toboolean(R, i)); break;
  case LUA_TNUMBER:
    if (lua_isinteger(R, i))
      lua_pushinteger(L, lua_tointeger(R, i));
    else
      lua_pushnumber(L, lua_tonumber(R, i));
    break;
  case LUA_TSTRING:
    text = lua_tolstring(R, i, &len);
    lua_pushlstring(L, text, len);
    break;
  default: lua_pushnil(L);
  }
}

/* Pushes a copy of the rulesets' option values (M.S.options[k].value). */
static void new_options(lua_State *L, luno_host *h) {
  lua_State *R = h->L;
  int top = lua_gettop(R);
  lua_createtable(L, 0, 16);
  lua_rawgeti(R, LUA_REGISTRYINDEX, h->ref_M);
  lua_pushliteral(R, "S");
  lua_rawget(R, -2);
  if (lua_istable(R, -1)) {
    lua_pushliteral(R, "options");
    lua_rawget(R, -2);
  }
  int t = lua_gettop(R);
  if (lua_istable(R, t)) {
    lua_pushnil(R);
    while (lua_next(R, t)) { /* name -> { value = ..., ... } */
      if (lua_type(R, -2) == LUA_TSTRING && lua_istable(R, -1)) {
        lua_pushliteral(R, "value");
        lua_rawget(R, -2);
        push_plain(L, R, -1);
        lua_setfield(L, -2, lua_tostring(R, -3));
        lua_pop(R, 1);
      }
      lua_pop(R, 1);
    }
  }
  lua_settop(R, top);
}

/* Pushes view.zones: zones[name] is the list of the cards of that zone the seat may see,
 * first to last; a zone one per seat ("pass@1") is zones.pass[1], by seat; nil when the
 * game has no zones. */
static void push_zones(lua_State *L, int cache, const luno_game *g, int seat) {
  const luno_setup *su = luno_setup_of(g);
  if (su->nzones == 0) return lua_pushnil(L);
  lua_createtable(L, 0, su->nzones);
  for (int k = 0; k < su->nzones; k++) {
    const luno_zone *z = luno_setup_zone(su, k);
    if (!z->owned) {
      push_cards(L, cache, g, LUNO_ZONE(k), seat);
      lua_setfield(L, -2, z->name);
      continue;
    }
    lua_pushlstring(L, z->name, strcspn(z->name, "@"));
    if (lua_rawget(L, -2) != LUA_TTABLE) { /* the first seat's: the table of them all */
      lua_pop(L, 1);
      lua_newtable(L);
      lua_pushlstring(L, z->name, strcspn(z->name, "@"));
      lua_pushvalue(L, -2);
      lua_rawset(L, -4);
    }
    push_cards(L, cache, g, LUNO_ZONE(k), seat);
    lua_rawseti(L, -2, z->owner);
    lua_pop(L, 1);
  }
}

/* Pushes view.hand_sizes (which == F_HAND_SIZES) or view.scores, refilled. */
static void push_counts(lua_State *L, int kit, const luno_game *g, int which) {
  const luno_state *s = luno_state_of(g);
  int t = kit_table(L, kit, which == F_HAND_SIZES ? KIT_SIZES : KIT_SCORES);
  for (int other = 0; other < s->players; other++) {
    int n = s->scores[other];
    if (which == F_HAND_SIZES) luno_pile(g, LUNO_HAND(other), &n);
    lua_pushinteger(L, n);
    lua_rawseti(L, t, other);
  }
}

/* Pushes view.known, refilled: the cards of the other hands that seat knows. */
static void push_known(lua_State *L, int kit, int cache, const luno_game *g, int seat) {
  int known = kit_table(L, kit, KIT_KNOWN);
  for (int other = 0; other < luno_state_of(g)->players; other++) {
    if (other == seat)
      lua_pushnil(L);
    else
      fill_cards(L, kit_list(L, kit, KIT_KNOWN_AT + other, luno_state_of(g)->ncards), cache, g,
                 LUNO_HAND(other), seat);
    lua_rawseti(L, known, other);
  }
}

/* luno_host_table_lines's callback: appends a line to the list on top of the bot's state. */
static void add_line(void *ud, const char *line) {
  lua_State *L = ud;
  lua_pushstring(L, line);
  lua_rawseti(L, -2, (lua_Integer)lua_rawlen(L, -2) + 1);
}

/* Pushes view.lines: the lines the rules add to the table's view (`shows`), when some rule
 * does; else nil. */
static void push_lines(lua_State *L, luno_host *h, const luno_game *g) {
  if (!luno_host_has_table_lines(h)) return lua_pushnil(L);
  lua_newtable(L);
  luno_host_table_lines(h, (luno_game *)g, add_line, L); /* (read-only: a question) */
}

/* Pushes the name of color index i from the kit, or nil for none. */
static void push_kit_color(lua_State *L, int kit, const luno_game *g, int i) {
  const luno_setup *s = luno_setup_of(g);
  if (i >= 0 && i < s->ncolors)
    push_kit_name(L, kit, KIT_COLORS + i, s->colors[i]);
  else
    lua_pushnil(L);
}

/* Pushes field f of bs's view of the game it decides in (kit and cache: stack indexes). */
static void push_field(lua_State *L, const bot_state *bs, int kit, int cache, int f) {
  const luno_game *g = bs->view_game;
  const luno_state *s = luno_state_of(g);
  int n, seat = bs->view_seat;
  switch (f) {
  case F_SEAT: lua_pushinteger(L, seat); break;
  case F_PLAYERS: lua_pushinteger(L, s->players); break;
  case F_DEALER: lua_pushinteger(L, s->dealer); break;
  case F_CURRENT: lua_pushinteger(L, s->current); break;
  case F_DIRECTION: lua_pushinteger(L, s->direction); break;
  case F_ROUND: lua_pushinteger(L, s->round); break;
  case F_CALL_AT: lua_pushinteger(L, luno_calls_at(g)); break; /* (1 for UNO, 2 for DOS) */
  case F_AGAIN: lua_pushboolean(L, s->again); break;
  case F_DRAW_PILE: luno_pile(g, LUNO_DRAW_PILE, &n), lua_pushinteger(L, n); break;
  case F_COLOR: push_kit_color(L, kit, g, s->color); break;
  case F_TOP: luno_top(g) >= 0 ? push_card(L, cache, g, luno_top(g)) : lua_pushnil(L); break;
  case F_HAND:
    fill_cards(L, kit_list(L, kit, KIT_HAND, s->ncards), cache, g, LUNO_HAND(seat), -1);
    break;
  case F_ZONES: push_zones(L, cache, g, seat); break;
  case F_LINES: push_lines(L, bs->view_host, g); break;
  case F_HAND_SIZES:
  case F_SCORES: push_counts(L, kit, g, f); break;
  case F_KNOWN: push_known(L, kit, cache, g, seat); break;
  default: lua_rawgeti(L, LUA_REGISTRYINDEX, bs->ref_options);
  }
}

/* The view's __index: makes the field read (key) from the game the bot decides in, keeps
 * it in the view for the rest of the decision, and returns it; nil for any other key, or
 * outside a decision. Upvalues: the bot_state, the map from a field's name to its number,
 * the kit and the cards' cache. */
static int view_index(lua_State *L) {
  bot_state *bs = lua_touserdata(L, lua_upvalueindex(1));
  if (!bs->view_game) return 0;
  lua_settop(L, 2);
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(2)) != LUA_TNUMBER) return 0;
  int f = (int)lua_tointeger(L, 3);
  push_field(L, bs, lua_upvalueindex(3), lua_upvalueindex(4), f);
  lua_pushvalue(L, 2);
  lua_pushvalue(L, 4);
  lua_rawset(L, 1);
  bs->view_made |= 1u << f;
  return 1;
}

/* The view's __newindex: a bot that writes a field not made yet writes it as any table's,
 * and the field is marked made, so the next refill clears it: what a bot writes into its
 * view lasts one decision, as the view does. Upvalues: the bot_state, the field map. */
static int view_newindex(lua_State *L) {
  bot_state *bs = lua_touserdata(L, lua_upvalueindex(1));
  lua_settop(L, 3);
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(2)) == LUA_TNUMBER)
    bs->view_made |= 1u << (lua_tointeger(L, 4) & 31);
  lua_settop(L, 3);
  lua_rawset(L, 1);
  return 0;
}

/* The view's __pairs: makes every field, then walks the view in the sandbox's order of
 * keys, as pairs walks any table (Lua's own order hangs on the state's hash seed). */
static int view_pairs(lua_State *L) {
  for (int f = 0; f < NFIELDS; f++) {
    lua_getfield(L, 1, field_names[f]);
    lua_pop(L, 1);
  }
  sandbox_push_pairs(L, 1);
  return 3;
}

/* Makes a new kit for bs (pushed): see KIT_VIEW. The view's metatable makes its fields as
 * they are read: a bot reading its hand is not made to pay for every seat's known cards. */
static void new_kit(lua_State *L, bot_state *bs) {
  lua_createtable(L, KIT_COLORS + 8, 0);
  int kit = lua_gettop(L);
  lua_createtable(L, 0, 4);
  lua_rawseti(L, kit, KIT_ASK);
  lua_createtable(L, 0, NFIELDS); /* name -> number */
  int map = lua_gettop(L);
  for (int f = 0; f < NFIELDS; f++) {
    lua_pushstring(L, field_names[f]);
    lua_pushvalue(L, -1);
    lua_rawseti(L, kit, KIT_NAMES + f);
    lua_pushinteger(L, f);
    lua_rawset(L, map);
  }
  lua_createtable(L, 0, NFIELDS); /* the view */
  lua_createtable(L, 0, 4);       /* its metatable */
  lua_pushlightuserdata(L, bs);
  lua_pushvalue(L, map);
  lua_pushvalue(L, kit);
  lua_rawgeti(L, LUA_REGISTRYINDEX, bs->ref_cards);
  lua_pushcclosure(L, view_index, 4);
  lua_setfield(L, -2, "__index");
  lua_pushlightuserdata(L, bs);
  lua_pushvalue(L, map);
  lua_pushcclosure(L, view_newindex, 2);
  lua_setfield(L, -2, "__newindex");
  lua_pushlightuserdata(L, bs);
  lua_pushcclosure(L, view_pairs, 1);
  lua_setfield(L, -2, "__pairs");
  lua_pushboolean(L, 0); /* getmetatable(view) is false: no way to the functions */
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_rawseti(L, kit, KIT_VIEW);
  lua_pop(L, 1); /* the map (the closures keep it) */
  bs->view_made = 0;
}

/* Makes the bot's caches and kit anew when the deck or the rulesets' state changed since
 * they were built: another setup, or a ruleset loaded or an option set since. */
static void refresh_cache(lua_State *L, bot_state *bs, luno_host *h, const luno_game *g) {
  const luno_setup *setup = luno_setup_of(g);
  int steps = h->nsteps + h->steps_lost;
  if (bs->cache_setup == setup && bs->cache_steps == steps && bs->ref_cards != LUA_NOREF) return;
  luaL_unref(L, LUA_REGISTRYINDEX, bs->ref_cards);
  luaL_unref(L, LUA_REGISTRYINDEX, bs->ref_options);
  luaL_unref(L, LUA_REGISTRYINDEX, bs->ref_plays);
  luaL_unref(L, LUA_REGISTRYINDEX, bs->ref_kit);
  lua_createtable(L, luno_state_of(g)->ncards, 0);
  bs->ref_cards = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_createtable(L, luno_state_of(g)->ncards, 2);
  bs->ref_plays = luaL_ref(L, LUA_REGISTRYINDEX);
  new_options(L, h);
  bs->ref_options = luaL_ref(L, LUA_REGISTRYINDEX);
  new_kit(L, bs);
  bs->ref_kit = luaL_ref(L, LUA_REGISTRYINDEX);
  bs->cache_setup = setup;
  bs->cache_steps = steps;
}

/* Pushes one option as a new table: { type = "play", card = {...}, bluff = true } etc. A
 * card the deciding seat does not know is { type = "choose", hidden = true }: not even its
 * id, which would tell the card (ids follow the deck's layout). */
static void new_option(lua_State *L, int cache, const luno_game *g, const luno_pending *p,
                       const luno_action *o) {
  lua_createtable(L, 0, 3);
  lua_pushstring(L, o->type < sizeof act_names / sizeof *act_names ? act_names[o->type] : "?");
  lua_setfield(L, -2, "type");
  if (o->type == LUNO_ACT_PLAY || (o->type == LUNO_ACT_CHOOSE && p->kind == LUNO_ASK_CARD)) {
    if (luno_sees(g, p->seat, o->value)) {
      push_card(L, cache, g, o->value);
      lua_setfield(L, -2, "card");
    } else {
      lua_pushboolean(L, 1);
      lua_setfield(L, -2, "hidden");
    }
  } else if (o->type == LUNO_ACT_CHOOSE && p->kind == LUNO_ASK_COLOR) {
    push_color(L, g, o->value);
    lua_setfield(L, -2, "color");
  } else if (o->type == LUNO_ACT_CHOOSE) {
    lua_pushinteger(L, o->value);
    lua_setfield(L, -2, "value");
    if (p->kind == LUNO_ASK_CHOICE && luno_choice_label(g, o->value)) {
      lua_pushstring(L, luno_choice_label(g, o->value)); /* (a menu's words) */
      lua_setfield(L, -2, "label");
    }
  }
  if (o->flags & LUNO_BLUFF) {
    lua_pushboolean(L, 1);
    lua_setfield(L, -2, "bluff");
  }
}

/* The key of an option in the bot's cache of them (ref_plays), or 0 when it cannot be
 * cached: every option but a card the seat does not know, or a double-sided one, is the
 * same table for a whole deck (a play, bluff or not, a card chosen, a color, a seat or
 * another value chosen, a draw, a pass...). */
static lua_Integer cache_key(const luno_game *g, const luno_pending *p, const luno_action *o) {
  lua_Integer ncards = luno_state_of(g)->ncards;
  if (o->flags & ~LUNO_BLUFF) return 0;
  if (o->type == LUNO_ACT_PLAY || (o->type == LUNO_ACT_CHOOSE && p->kind == LUNO_ASK_CARD)) {
    if (o->value < 0 || o->value >= ncards ||
        luno_card_at(g, o->value)->back_type != LUNO_NO_BACK || !luno_sees(g, p->seat, o->value))
      return 0;
    return o->value + 1 + (o->type == LUNO_ACT_CHOOSE ? 2 : o->flags ? 1 : 0) * ncards;
  }
  if (o->flags) return 0;
  if (o->type != LUNO_ACT_CHOOSE) return -1 - (lua_Integer)o->type; /* { type = ... } alone */
  if (p->kind == LUNO_ASK_CHOICE) return 0; /* (its label is the question's own) */
  if (p->kind == LUNO_ASK_COLOR)
    return o->value >= 0 && o->value < LUNO_MAX_COLORS ? -100 - (lua_Integer)o->value : 0;
  return o->value >= -512 && o->value < 512 ? -1000 - (lua_Integer)o->value : 0;
}

/* Pushes one option's table: from the bot's cache of them (the table at stack index plays)
 * when it never changes (cache_key), else new. */
static void push_option(lua_State *L, int cache, int plays, const luno_game *g,
                        const luno_pending *p, const luno_action *o) {
  lua_Integer key = cache_key(g, p, o);
  if (!key) return new_option(L, cache, g, p, o);
  if (lua_rawgeti(L, plays, key) == LUA_TNIL) {
    lua_pop(L, 1);
    new_option(L, cache, g, p, o);
    lua_pushvalue(L, -1);
    lua_rawseti(L, plays, key);
  }
}

/* Pushes the question, refilled: its kind, seat, prompt and options. */
static void push_ask(lua_State *L, int kit, int cache, int plays, const luno_game *g,
                     const luno_pending *p) {
  int ask = kit_table(L, kit, KIT_ASK);
  if ((unsigned)p->kind < sizeof kind_names / sizeof *kind_names)
    push_kit_name(L, kit, KIT_KINDS + (int)p->kind, kind_names[p->kind]);
  else
    lua_pushliteral(L, "?");
  lua_setfield(L, ask, "kind");
  lua_pushinteger(L, p->seat);
  lua_setfield(L, ask, "seat");
  lua_pushstring(L, p->prompt ? p->prompt : "");
  lua_setfield(L, ask, "prompt");
  const char *mine = luno_private_prompt(g); /* (the view is the deciding seat's) */
  if (mine)
    lua_pushstring(L, mine);
  else
    lua_pushnil(L);
  lua_setfield(L, ask, "private");
  int preferred = luno_preferred_option(g); /* (the rule's pick for a plain bot: greedy) */
  if (preferred >= 0)
    lua_pushinteger(L, preferred + 1);
  else
    lua_pushnil(L);
  lua_setfield(L, ask, "prefer");
  int list = kit_list(L, kit, KIT_ASK_OPTIONS, luno_state_of(g)->ncards + 8);
  for (int i = 0; i < p->count; i++) {
    push_option(L, cache, plays, g, p, &p->options[i]);
    lua_rawseti(L, list, i + 1);
  }
  trim_list(L, list, p->count);
  lua_setfield(L, ask, "options");
}

/* The fields made with every view, not when read: nearly every bot reads its hand and
 * the last-card call, and a read through __index costs more than making them. */
#define EAGER_FIELDS ((1u << F_HAND) | (1u << F_CALL_AT))

/* Refills the view (at stack index view): empties it of the fields the last decision made,
 * then makes the eager ones. */
static void refill_view(lua_State *L, bot_state *bs, int kit, int cache, int view) {
  for (int f = 0; f < NFIELDS; f++) {
    unsigned bit = 1u << f;
    if (!((bs->view_made | EAGER_FIELDS) & bit)) continue;
    lua_rawgeti(L, kit, KIT_NAMES + f);
    if (EAGER_FIELDS & bit)
      push_field(L, bs, kit, cache, f);
    else
      lua_pushnil(L);
    lua_rawset(L, view);
  }
  bs->view_made = EAGER_FIELDS;
}

void botview_push(bot_state *bs, luno_host *h, const luno_game *g, const luno_pending *p) {
  lua_State *L = bs->L;
  refresh_cache(L, bs, h, g);
  int base = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, bs->ref_cards);
  lua_rawgeti(L, LUA_REGISTRYINDEX, bs->ref_plays);
  lua_rawgeti(L, LUA_REGISTRYINDEX, bs->ref_kit);
  int cache = base + 1, plays = base + 2, kit = base + 3;
  int view = kit_table(L, kit, KIT_VIEW);
  bs->view_game = g;
  bs->view_host = h;
  bs->view_seat = p->seat;
  refill_view(L, bs, kit, cache, view);
  push_ask(L, kit, cache, plays, g, p);
  lua_copy(L, view, base + 1);
  lua_copy(L, -1, base + 2);
  lua_settop(L, base + 2);
}
