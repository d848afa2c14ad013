/* botview.c: what a bot is given, built straight into the bot seat's own Lua state from
 * the core's tables: its seat's view and the pending decision (lua/API.md, "Bots"). The
 * rulesets' state only lends its option values; nothing of it, and no card the seat does
 * not know, reaches the bot.
 *
 * Speed: a card's table, the options table and the decision options that never change
 * (a plain play, a draw, a pass) are built once per deck and ruleset state and shared by
 * every view after (issue 14: building views was four fifths of a Lua bot's cost). A bot that
 * writes into them changes only what it shows itself; lua/API.md asks bots to treat views as
 * read-only. */
#include <lauxlib.h>
#include <string.h>

#include "host_impl.h"

static const char *const kind_names[] = {"none", "turn",      "color",  "seat",
                                         "card", "direction", "yes_no", "text"};
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

/* Pushes card's table from the bot's cache of them (at registry ref_cards); a
 * double-sided card's is made anew, as its face may have turned since. */
static void push_card(lua_State *L, const bot_state *bs, const luno_game *g, int card) {
  if (luno_card_at(g, card)->back_type != LUNO_NO_BACK) return new_card(L, g, card);
  lua_rawgeti(L, LUA_REGISTRYINDEX, bs->ref_cards);
  if (lua_rawgeti(L, -1, card + 1) == LUA_TNIL) {
    lua_pop(L, 1);
    new_card(L, g, card);
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, card + 1);
  }
  lua_remove(L, -2);
}

/* Pushes the list of the cards of pile that seat knows (all of them when seat < 0). */
static void push_cards(lua_State *L, const bot_state *bs, const luno_game *g, int pile, int seat) {
  int n, k = 0;
  const uint16_t *cards = luno_pile(g, pile, &n);
  lua_createtable(L, seat < 0 ? n : 0, 0);
  for (int i = 0; i < n; i++) {
    if (seat >= 0 && !luno_sees(g, seat, cards[i])) continue;
    push_card(L, bs, g, cards[i]);
    lua_rawseti(L, -2, ++k);
  }
}

/* Sets field name of the table on top to the integer v. */
static void set_int(lua_State *L, const char *name, lua_Integer v) {
  lua_pushinteger(L, v);
  lua_setfield(L, -2, name);
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

/* Makes the bot's caches anew when the deck or the rulesets' state changed since they were
 * built: another setup, or a ruleset loaded or an option set since. */
static void refresh_cache(lua_State *L, bot_state *bs, luno_host *h, const luno_game *g) {
  const luno_setup *setup = luno_setup_of(g);
  int steps = h->nsteps + h->steps_lost;
  if (bs->cache_setup == setup && bs->cache_steps == steps && bs->ref_cards != LUA_NOREF) return;
  luaL_unref(L, LUA_REGISTRYINDEX, bs->ref_cards);
  luaL_unref(L, LUA_REGISTRYINDEX, bs->ref_options);
  luaL_unref(L, LUA_REGISTRYINDEX, bs->ref_plays);
  lua_createtable(L, luno_state_of(g)->ncards, 0);
  bs->ref_cards = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_createtable(L, luno_state_of(g)->ncards, 2);
  bs->ref_plays = luaL_ref(L, LUA_REGISTRYINDEX);
  new_options(L, h);
  bs->ref_options = luaL_ref(L, LUA_REGISTRYINDEX);
  bs->cache_setup = setup;
  bs->cache_steps = steps;
}

/* Sets view.zones (on top), when the game has zones: zones[name] is the list of the cards
 * of that zone the seat may see, first to last; a zone one per seat ("pass@1") is
 * zones.pass[1], by seat. */
static void set_zones(lua_State *L, const bot_state *bs, const luno_game *g, int seat) {
  const luno_setup *su = luno_setup_of(g);
  if (su->nzones == 0) return;
  lua_createtable(L, 0, su->nzones);
  for (int k = 0; k < su->nzones; k++) {
    const luno_zone *z = &su->zones[k];
    if (!z->owned) {
      push_cards(L, bs, g, LUNO_ZONE(k), seat);
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
    push_cards(L, bs, g, LUNO_ZONE(k), seat);
    lua_rawseti(L, -2, z->owner);
    lua_pop(L, 1);
  }
  lua_setfield(L, -2, "zones");
}

/* Pushes the counts, scores and known cards of every seat into view (on top): the known
 * cards of the others only, and only those seat knows. */
static void set_seats(lua_State *L, const bot_state *bs, const luno_game *g, int seat) {
  const luno_state *s = luno_state_of(g);
  lua_createtable(L, 0, s->players); /* hand_sizes */
  lua_createtable(L, 0, s->players); /* scores */
  lua_createtable(L, 0, s->players); /* known */
  for (int other = 0; other < s->players; other++) {
    int n;
    luno_pile(g, LUNO_HAND(other), &n);
    lua_pushinteger(L, n);
    lua_rawseti(L, -4, other);
    lua_pushinteger(L, s->scores[other]);
    lua_rawseti(L, -3, other);
    if (other == seat) continue;
    push_cards(L, bs, g, LUNO_HAND(other), seat);
    lua_rawseti(L, -2, other);
  }
  lua_setfield(L, -4, "known");
  lua_setfield(L, -3, "scores");
  lua_setfield(L, -2, "hand_sizes");
}

/* luno_host_table_lines's callback: appends a line to the list on top of the bot's state. */
static void add_line(void *ud, const char *line) {
  lua_State *L = ud;
  lua_pushstring(L, line);
  lua_rawseti(L, -2, (lua_Integer)lua_rawlen(L, -2) + 1);
}

/* view.lines: the lines the rules add to the table's view (`shows`), when some rule does. */
static void set_lines(lua_State *L, luno_host *h, const luno_game *g) {
  if (!luno_host_has_table_lines(h)) return;
  lua_newtable(L);
  luno_host_table_lines(h, (luno_game *)g, add_line, L); /* (read-only: a question) */
  lua_setfield(L, -2, "lines");
}

void botview_push(bot_state *bs, luno_host *h, const luno_game *g, int seat) {
  lua_State *L = bs->L;
  const luno_state *s = luno_state_of(g);
  int n;
  refresh_cache(L, bs, h, g);
  lua_createtable(L, 0, 16);
  set_int(L, "seat", seat);
  set_int(L, "players", s->players);
  set_int(L, "dealer", s->dealer);
  set_int(L, "current", s->current);
  set_int(L, "direction", s->direction);
  set_int(L, "round", s->round);
  set_int(L, "call_at", luno_calls_at(g)); /* (the last-card call: 1 for UNO, DOS 2) */
  lua_pushboolean(L, s->again);
  lua_setfield(L, -2, "again");
  luno_pile(g, LUNO_DRAW_PILE, &n);
  set_int(L, "draw_pile", n);
  push_color(L, g, s->color);
  lua_setfield(L, -2, "color");
  if (luno_top(g) >= 0) {
    push_card(L, bs, g, luno_top(g));
    lua_setfield(L, -2, "top");
  }
  push_cards(L, bs, g, LUNO_HAND(seat), -1);
  lua_setfield(L, -2, "hand");
  set_zones(L, bs, g, seat);
  set_lines(L, h, g);
  set_seats(L, bs, g, seat);
  lua_rawgeti(L, LUA_REGISTRYINDEX, bs->ref_options);
  lua_setfield(L, -2, "options");
}

/* Pushes one option as a new table: { type = "play", card = {...}, bluff = true } etc. A
 * card the deciding seat does not know is { type = "choose", hidden = true }: not even its
 * id, which would tell the card (ids follow the deck's layout). */
static void new_option(lua_State *L, const bot_state *bs, const luno_game *g, const luno_pending *p,
                       const luno_action *o) {
  lua_createtable(L, 0, 3);
  lua_pushstring(L, o->type < sizeof act_names / sizeof *act_names ? act_names[o->type] : "?");
  lua_setfield(L, -2, "type");
  if (o->type == LUNO_ACT_PLAY || (o->type == LUNO_ACT_CHOOSE && p->kind == LUNO_ASK_CARD)) {
    if (luno_sees(g, p->seat, o->value)) {
      push_card(L, bs, g, o->value);
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
  }
  if (o->flags & LUNO_BLUFF) {
    lua_pushboolean(L, 1);
    lua_setfield(L, -2, "bluff");
  }
}

/* The key of an option in the bot's cache of them (ref_plays), or 0 when it cannot be
 * cached: only a plain play of a one-faced card the seat knows, a draw and a pass are the
 * same table for a whole deck (a turn offers a few dozen such in a game). */
static lua_Integer cache_key(const luno_game *g, const luno_pending *p, const luno_action *o) {
  if (o->flags) return 0;
  if (o->type == LUNO_ACT_DRAW) return -1;
  if (o->type == LUNO_ACT_PASS) return -2;
  if (o->type != LUNO_ACT_PLAY) return 0;
  const luno_card *c = luno_card_at(g, o->value);
  if (c->back_type != LUNO_NO_BACK || !luno_sees(g, p->seat, o->value)) return 0;
  return o->value + 1;
}

/* Pushes one option's table: from the cache when it never changes (cache_key), else new. */
static void push_option(lua_State *L, const bot_state *bs, const luno_game *g,
                        const luno_pending *p, const luno_action *o) {
  lua_Integer key = cache_key(g, p, o);
  if (!key || bs->ref_plays == LUA_NOREF) return new_option(L, bs, g, p, o);
  lua_rawgeti(L, LUA_REGISTRYINDEX, bs->ref_plays);
  if (lua_rawgeti(L, -1, key) == LUA_TNIL) {
    lua_pop(L, 1);
    new_option(L, bs, g, p, o);
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, key);
  }
  lua_remove(L, -2);
}

void botview_push_ask(bot_state *bs, const luno_game *g, const luno_pending *p) {
  lua_State *L = bs->L;
  lua_createtable(L, 0, 4);
  lua_pushstring(L, (unsigned)p->kind < sizeof kind_names / sizeof *kind_names ? kind_names[p->kind]
                                                                               : "?");
  lua_setfield(L, -2, "kind");
  lua_pushinteger(L, p->seat);
  lua_setfield(L, -2, "seat");
  lua_pushstring(L, p->prompt ? p->prompt : "");
  lua_setfield(L, -2, "prompt");
  lua_createtable(L, p->count, 0);
  for (int i = 0; i < p->count; i++) {
    push_option(L, bs, g, p, &p->options[i]);
    lua_rawseti(L, -2, i + 1);
  }
  lua_setfield(L, -2, "options");
}
