/* bind.c: the `core` table, the C functions behind the game object. Only the prelude sees
 * it (it is passed in as a chunk argument and kept as an upvalue), so every argument here
 * is already checked there; these checks guard the core anyway. Cards and seats cross as
 * integer handles; the core owns everything they name. */
#include <lauxlib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "host_impl.h"

/* The host, from the function's upvalue (host_impl.h's host_of finds the same host through
 * the state's extra space, faster; this one serves functions called rarely). */
static luno_host *host_of_upvalue(lua_State *L) { return lua_touserdata(L, lua_upvalueindex(1)); }

/* Checks argument i is a seat of the running game. */
static int check_seat(lua_State *L, int i) {
  int s = (int)luaL_checkinteger(L, i);
  if (s < 0 || s >= luno_state_of(host_game(L))->players) script_error(L, "no seat %d", s);
  return s;
}

/* Checks argument i is a card of the running game. */
static int check_card(lua_State *L, int i) {
  int c = (int)luaL_checkinteger(L, i);
  if (c < 0 || c >= luno_state_of(host_game(L))->ncards) script_error(L, "no card %d", c);
  return c;
}

#define STATE_INT(fn, field)                                                                       \
  static int fn(lua_State *L) {                                                                    \
    lua_pushinteger(L, luno_state_of(host_game(L))->field);                                        \
    return 1;                                                                                      \
  }
STATE_INT(l_players, players)
STATE_INT(l_dealer, dealer)
STATE_INT(l_current, current)
STATE_INT(l_direction, direction)
STATE_INT(l_color, color)
STATE_INT(l_round, round)

static int l_top(lua_State *L) {
  lua_pushinteger(L, luno_top(host_game(L)));
  return 1;
}

static int l_score(lua_State *L) {
  lua_pushinteger(L, luno_state_of(host_game(L))->scores[check_seat(L, 1)]);
  return 1;
}

static int l_card_type(lua_State *L) {
  lua_pushinteger(L, luno_card_at(host_game(L), check_card(L, 1))->type);
  return 1;
}

static int l_card_color(lua_State *L) {
  lua_pushinteger(L, luno_card_at(host_game(L), check_card(L, 1))->color);
  return 1;
}

static int l_card_pile(lua_State *L) {
  lua_pushinteger(L, luno_card_at(host_game(L), check_card(L, 1))->pile);
  return 1;
}

/* core.knows(seat, card): whether seat has seen card (seat first, as in g:knows). */
static int l_knows(lua_State *L) {
  lua_pushboolean(L, luno_sees(host_game(L), check_seat(L, 1), check_card(L, 2)));
  return 1;
}

/* Pushes a new list of card ids. */
static void push_cards(lua_State *L, const uint16_t *cards, int n) {
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; i++) {
    lua_pushinteger(L, cards[i]);
    lua_rawseti(L, -2, i + 1);
  }
}

static int l_hand(lua_State *L) {
  int n;
  const uint16_t *cards = luno_pile(host_game(L), LUNO_HAND(check_seat(L, 1)), &n);
  push_cards(L, cards, n);
  return 1;
}

static int l_hand_size(lua_State *L) {
  int n;
  luno_pile(host_game(L), LUNO_HAND(check_seat(L, 1)), &n);
  lua_pushinteger(L, n);
  return 1;
}

/* Whether p is a pile of the game: the draw or discard pile, a seat's hand, a zone. */
static int is_pile(const luno_game *g, int p) {
  return (p >= 0 && p < LUNO_HAND(luno_state_of(g)->players)) ||
         (p >= LUNO_ZONE0 && p < LUNO_ZONE(luno_setup_of(g)->nzones));
}

/* core.pile_top(pile) -> the top card of a zone's pile, or nil when it is empty. */
static int l_pile_top(lua_State *L) {
  int p = (int)luaL_checkinteger(L, 1), n;
  luaL_argcheck(L, p >= LUNO_ZONE0 && is_pile(host_game(L), p), 1, "not a zone's pile");
  const uint16_t *cards = luno_pile(host_game(L), p, &n);
  if (n > 0)
    lua_pushinteger(L, cards[n - 1]);
  else
    lua_pushnil(L);
  return 1;
}

/* core.pile_size(pile): the cards in the draw or discard pile or a zone. */
static int l_pile_size(lua_State *L) {
  int p = (int)luaL_checkinteger(L, 1), n;
  luaL_argcheck(
      L, p == LUNO_DRAW_PILE || p == LUNO_DISCARD || (p >= LUNO_ZONE0 && is_pile(host_game(L), p)),
      1, "not a pile");
  luno_pile(host_game(L), p, &n);
  lua_pushinteger(L, n);
  return 1;
}

/* core.zone(pile): a new list of a zone's cards, first to last. */
static int l_zone(lua_State *L) {
  int p = (int)luaL_checkinteger(L, 1), n;
  luaL_argcheck(L, p >= LUNO_ZONE0 && is_pile(host_game(L), p), 1, "not a zone");
  const uint16_t *cards = luno_pile(host_game(L), p, &n);
  push_cards(L, cards, n);
  return 1;
}

static int l_move(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  int card = check_card(L, 1), pile = (int)luaL_checkinteger(L, 2);
  luaL_argcheck(L, is_pile(g, pile), 2, "not a pile");
  luno_move(g, card, pile);
  return 0;
}

/* core.deal_to(zone): the draw pile's top onto the zone (luno_deal_to); the card, or -1. */
static int l_deal_to(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  int pile = (int)luaL_checkinteger(L, 1);
  luaL_argcheck(L, pile >= LUNO_ZONE0 && is_pile(g, pile), 1, "not a zone");
  lua_pushinteger(L, luno_deal_to(g, pile));
  return 1;
}

static int l_discard(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  int seat = check_seat(L, 1), card = check_card(L, 2);
  if (luno_card_at(g, card)->pile != LUNO_HAND(seat))
    script_error(L, "card %d is not in seat %d's hand", card, seat);
  luno_discard(g, seat, card);
  return 0;
}

/* Binds a changing call that takes no argument. */
#define MUTATOR0(fn, call)                                                                         \
  static int fn(lua_State *L) {                                                                    \
    call(host_mutable_game(L));                                                                    \
    return 0;                                                                                      \
  }

/* core.add_points(seat, n): seat's match score changes by n. */
static int l_add_points(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  int seat = check_seat(L, 1);
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_argcheck(L, n > -1000000 && n < 1000000, 2, "points out of range");
  luno_add_points(g, seat, (int)n);
  return 0;
}

/* core.offer_drawn(card): the card a draw hook offers to be played. */
static int l_offer_drawn(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  int card = check_card(L, 1);
  if (luno_card_at(g, card)->pile != LUNO_HAND(luno_state_of(g)->current))
    script_error(L, "offer: card %d is not in the hand of the seat that drew", card);
  luno_offer_drawn(g, card);
  return 0;
}

/* core.turn_over(): whether the turn being played is over. */
static int l_turn_over(lua_State *L) {
  lua_pushboolean(L, luno_turn_over(host_game(L)));
  return 1;
}

/* core.eliminate(seat): seat is out of the rest of the round. */
static int l_eliminate(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  luno_eliminate(g, check_seat(L, 1));
  return 0;
}

/* core.is_out(seat): whether seat is out of the round. */
static int l_is_out(lua_State *L) {
  luno_game *g = host_game(L);
  lua_pushboolean(L, luno_is_out(g, check_seat(L, 1)));
  return 1;
}

/* core.team_of(seat): seat's team (0-based), or the seat itself in a game without teams. */
static int l_team_of(lua_State *L) {
  lua_pushinteger(L, luno_team_of(host_game(L), check_seat(L, 1)));
  return 1;
}

/* core.end_round(winner): the round ends once the effect returns (-1: no winner). */
static int l_end_round(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  lua_Integer w = luaL_checkinteger(L, 1);
  luno_end_round(g, w >= 0 && w < luno_state_of(g)->players ? (int)w : -1);
  return 0;
}
/* core.end_match(winner): the match ends once this round is scored (-1: by the totals). */
static int l_end_match(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  lua_Integer w = luaL_checkinteger(L, 1);
  luno_end_match(g, w >= 0 && w < luno_state_of(g)->players ? (int)w : -1);
  return 0;
}
MUTATOR0(l_reflip, luno_reflip)

static int l_reflipping(lua_State *L) {
  (void)host_game(L);
  lua_pushboolean(L, luno_reflipping(host_of_upvalue(L)->game));
  return 1;
}

static int l_open_window(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  const char *name = luaL_checkstring(L, 1);
  int target = (int)luaL_checkinteger(L, 2);
  uint16_t seats = (uint16_t)luaL_optinteger(L, 3, 0xffff);
  int id = luno_open_window(g, name, target, seats);
  if (id < 0) script_error(L, "%s", luno_error(g));
  lua_pushinteger(L, id);
  return 1;
}

static int l_close_window(lua_State *L) {
  luno_close_window(host_mutable_game(L), (int)luaL_checkinteger(L, 1));
  return 0;
}

/* core.edit_distance(a, b): how far a typo is from a name (luno_edit_distance), for
 * "did you mean". */
static int l_edit_distance(lua_State *L) {
  lua_pushinteger(L, luno_edit_distance(luaL_checkstring(L, 1), luaL_checkstring(L, 2)));
  return 1;
}

/* core.random(n): uniform in [0, n) from the game's generator (so replays match). */
/* The game, for math.random: a question (its answer must be the same however often it is
 * asked) gets a located error that says where to draw instead. */
static luno_game *random_game(lua_State *L) {
  if (host_of(L)->readonly)
    script_error(L, "math.random in a question (can_play, legal) would draw from the game's "
                    "generator, and a question may not change the game: draw in an effect "
                    "(turn_start, a card's on_play) and keep the value in g.vars");
  return host_mutable_game(L);
}

static int l_random(lua_State *L) {
  lua_Integer n = luaL_checkinteger(L, 1);
  luaL_argcheck(L, n >= 1 && n <= 0xffffffffLL, 1, "interval too large");
  lua_pushinteger(L, luno_random(random_game(L), (uint32_t)n));
  return 1;
}

static int l_random_unit(lua_State *L) {
  luno_game *g = random_game(L);
  uint64_t hi = luno_random(g, 1u << 26), lo = luno_random(g, 1u << 27);
  lua_pushnumber(L, (double)(hi * (1u << 27) + lo) / 9007199254740992.0);
  return 1;
}

/* math.random([m [, n]]) for the rulesets, from the game's generator: a float in [0, 1)
 * without arguments, else an integer in [1, m] or [m, n]. In C: drawn on most turns by
 * some rules (the quiz), the Lua version's checks cost more than the draw. */
static int l_math_random(lua_State *L) {
  if (lua_isnoneornil(L, 1)) return l_random_unit(L);
  int two = !lua_isnoneornil(L, 2);
  if (!lua_isinteger(L, 1) || (two && !lua_isinteger(L, 2)))
    return script_error(L, "math.random: bad interval");
  lua_Integer m = two ? lua_tointeger(L, 1) : 1, n = lua_tointeger(L, two ? 2 : 1);
  lua_Unsigned range = (lua_Unsigned)n - (lua_Unsigned)m + 1u;
  if (m > n) return script_error(L, "math.random: bad interval");
  if (range == 0 || range > 0xffffffffu) return script_error(L, "math.random: interval too large");
  luno_game *g = random_game(L);
  lua_pushinteger(L, (lua_Integer)((lua_Unsigned)m + luno_random(g, (uint32_t)range)));
  return 1;
}

/* core.new_env() -> a fresh environment for a script file of the rulesets' sandbox. */
static int l_new_env(lua_State *L) {
  luno_host *h = host_of_upvalue(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_sandbox);
  sandbox_push_env(L, -1);
  return 1;
}

/* core.read(path) -> text, or nil and a message. */
static int l_read(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  if (script_read_file(L, path) == 0) return 1;
  lua_pushnil(L);
  lua_pushfstring(L, "cannot read %s", path);
  return 2;
}

/* Whether path names a readable file (not a folder: fopen opens one, and reads nothing). */
static int readable(const char *path) {
  struct stat st;
  FILE *f = fopen(path, "rb");
  int file = f && fstat(fileno(f), &st) == 0 && !S_ISDIR(st.st_mode);
  if (f) fclose(f);
  return file;
}

/* The path of name at place p of search folder dir (luno_places: the one layout table). */
static void place_path(char *out, size_t len, const char *dir, const luno_place *p,
                       const char *name) {
  if (!p->folder)
    snprintf(out, len, "%s/%s/init.lua", dir, name);
  else
    snprintf(out, len, "%s%s%s/%s.lua", dir, p->folder[0] ? "/" : "", p->folder, name);
}

/* core.search_path(): the folders rulesets are looked up in, for errors: "A, B". */
static int l_search_path(lua_State *L) {
  luno_host *h = host_of_upvalue(L);
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (int p = 0; p < h->sandbox.npaths; p++) {
    if (p) luaL_addstring(&b, ", ");
    luaL_addstring(&b, h->sandbox.paths[p]);
  }
  luaL_pushresult(&b);
  return 1;
}

/* core.find(name) -> path and "dir" or "file", or nil (and why, for a folder without
 * init.lua). A name with a slash or ending in .lua is a path; otherwise each search folder
 * is tried at each of luno_places. */
static int l_find(lua_State *L) {
  luno_host *h = host_of_upvalue(L);
  const char *name = luaL_checkstring(L, 1);
  char path[1024];
  if (strchr(name, '/') || strstr(name, ".lua")) {
    snprintf(path, sizeof path, "%s/init.lua", name);
    int dir = readable(path);
    struct stat st;
    if (!dir && stat(name, &st) == 0 && S_ISDIR(st.st_mode))
      return lua_pushnil(L), lua_pushstring(L, "a folder without init.lua"), 2;
    if (!dir && !readable(name)) return 0;
    lua_pushstring(L, name);
    lua_pushstring(L, dir ? "dir" : "file");
    return 2;
  }
  for (int p = 0; p < h->sandbox.npaths; p++)
    for (int k = 0; k < luno_nplaces; k++) {
      const luno_place *at = &luno_places[k];
      place_path(path, sizeof path, h->sandbox.paths[p], at, name);
      if (!readable(path)) continue;
      if (!at->folder) snprintf(path, sizeof path, "%s/%s", h->sandbox.paths[p], name);
      lua_pushstring(L, path);
      lua_pushstring(L, at->folder ? "file" : "dir");
      return 2;
    }
  return 0;
}

/* core.flip_top() -> the card turned from the draw pile onto the discard pile, or -1. */
static int l_flip_top(lua_State *L) {
  lua_pushinteger(L, luno_flip_top(host_mutable_game(L)));
  return 1;
}

/* core.matches(card): the plain color-or-symbol rule against the top. */
static int l_matches(lua_State *L) {
  luno_game *g = host_game(L);
  lua_pushboolean(L, luno_matches(g, check_card(L, 1)));
  return 1;
}

/* core.insert(card, pile, below): card into pile with below cards above it. */
static int l_insert(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  int card = check_card(L, 1), pile = (int)luaL_checkinteger(L, 2);
  luaL_argcheck(L, is_pile(g, pile), 2, "not a pile");
  luno_insert(g, card, pile, (int)luaL_checkinteger(L, 3));
  return 0;
}

/* core.last_play() -> seat, color before, symbol before (each -1 before any play). */
static int l_last_play(lua_State *L) {
  int seat, color, symbol;
  luno_last_play(host_game(L), &seat, &color, &symbol);
  lua_pushinteger(L, seat);
  lua_pushinteger(L, color);
  lua_pushinteger(L, symbol);
  return 3;
}

/* core.drawn(): the card drawn this turn while it may still be played, or -1. */
static int l_drawn(lua_State *L) {
  lua_pushinteger(L, luno_state_of(host_game(L))->drawn);
  return 1;
}

/* core.again(): whether the current seat plays again within its turn (luno_play_again). */
static int l_again(lua_State *L) {
  lua_pushboolean(L, luno_state_of(host_game(L))->again);
  return 1;
}

/* core.reaction_call(seat): whether seat called UNO with the reaction being run. */
static int l_reaction_call(lua_State *L) {
  luno_game *g = host_game(L);
  lua_pushboolean(L, luno_reaction_call(g, check_seat(L, 1)));
  return 1;
}

static const luaL_Reg core_funcs[] = {{"reaction_call", l_reaction_call},
                                      {"drawn", l_drawn},
                                      {"again", l_again},
                                      {"last_play", l_last_play},
                                      {"insert", l_insert},
                                      {"zone", l_zone},
                                      {"deal_to", l_deal_to},
                                      {"script_level", script_level},
                                      {"edit_distance", l_edit_distance},
                                      {"script_where", script_where},
                                      {"players", l_players},
                                      {"dealer", l_dealer},
                                      {"current", l_current},
                                      {"direction", l_direction},
                                      {"color", l_color},
                                      {"round", l_round},
                                      {"top", l_top},
                                      {"score", l_score},
                                      {"card_type", l_card_type},
                                      {"card_color", l_card_color},
                                      {"card_pile", l_card_pile},
                                      {"knows", l_knows},
                                      {"hand", l_hand},
                                      {"hand_size", l_hand_size},
                                      {"pile_size", l_pile_size},
                                      {"pile_top", l_pile_top},
                                      {"move", l_move},
                                      {"discard", l_discard},
                                      {"end_round", l_end_round},
                                      {"end_match", l_end_match},
                                      {"eliminate", l_eliminate},
                                      {"add_points", l_add_points},
                                      {"offer_drawn", l_offer_drawn},
                                      {"turn_over", l_turn_over},
                                      {"is_out", l_is_out},
                                      {"team_of", l_team_of},
                                      {"reflip", l_reflip},
                                      {"reflipping", l_reflipping},
                                      {"open_window", l_open_window},
                                      {"close_window", l_close_window},
                                      {"flip_top", l_flip_top},
                                      {"matches", l_matches},
                                      {"random", l_random},
                                      {"random_unit", l_random_unit},
                                      {"math_random", l_math_random},
                                      {"read", l_read},
                                      {"new_env", l_new_env},
                                      {"find", l_find},
                                      {"search_path", l_search_path},
                                      {NULL, NULL}};

/* A name and a number of the core's, for the constant tables below. */
typedef struct named_int {
  const char *name;
  int value;
} named_int;

/* Sets t[name] = { entries } on the table on top of L. */
static void set_constants(lua_State *L, const char *name, const named_int *e, int n) {
  lua_createtable(L, 0, n);
  for (int i = 0; i < n; i++) {
    lua_pushinteger(L, e[i].value);
    lua_setfield(L, -2, e[i].name);
  }
  lua_setfield(L, -2, name);
}

#define SET_CONSTANTS(L, name, list) set_constants(L, name, list, (int)(sizeof list / sizeof *list))

/* The numbers game.lua and prelude.lua share with the core, taken from the core's own
 * enums so that no Lua file copies one: core.ASK, core.EVENT, core.FX, core.PILE,
 * core.ANSWER, core.FLAG, core.PLAYS (declared legalities) and core.EFFECT (declared
 * effects). */
static void bind_constants(lua_State *L) {
  static const named_int ask[] = {
      {"turn", LUNO_ASK_TURN}, {"color", LUNO_ASK_COLOR},         {"seat", LUNO_ASK_PLAYER},
      {"card", LUNO_ASK_CARD}, {"direction", LUNO_ASK_DIRECTION}, {"yes_no", LUNO_ASK_YESNO},
      {"text", LUNO_ASK_TEXT}};
  static const named_int event[] = {{"round_start", LUNO_EV_ROUND_START},
                                    {"turn_start", LUNO_EV_TURN_START},
                                    {"play", LUNO_EV_PLAY},
                                    {"draw", LUNO_EV_DRAW},
                                    {"legal", LUNO_EV_LEGAL},
                                    {"illegal_play", LUNO_EV_ILLEGAL},
                                    {"first_card", LUNO_EV_FIRST_CARD},
                                    {"round_end", LUNO_EV_ROUND_END},
                                    {"last_card", LUNO_EV_LAST_CARD},
                                    {"instead_of_draw", LUNO_EV_INSTEAD_OF_DRAW},
                                    {"turn_end", LUNO_EV_TURN_END},
                                    {"round_scored", LUNO_EV_ROUND_SCORED}};
  static const named_int fx[] = {
      {"play", LUNO_FX_PLAY},   {"first", LUNO_FX_FIRST},         {"event", LUNO_FX_EVENT},
      {"react", LUNO_FX_REACT}, {"challenge", LUNO_FX_CHALLENGE}, {"last_card", LUNO_FX_LAST_CARD}};
  static const named_int pile[] = {{"draw", LUNO_DRAW_PILE},
                                   {"discard", LUNO_DISCARD},
                                   {"hand0", LUNO_HAND0},
                                   {"zone0", LUNO_ZONE0}};
  static const named_int answer[] = {
      {"no", LUNO_ANSWER_NO}, {"yes", LUNO_ANSWER_YES}, {"bluff", LUNO_ANSWER_BLUFF}};
  static const named_int flag[] = {{"call", LUNO_CALL}, {"bluff", LUNO_BLUFF}};
  static const named_int plays[] = {{"always", LUNO_PLAYS_ALWAYS},
                                    {"never", LUNO_PLAYS_NEVER},
                                    {"without_active_color", LUNO_PLAYS_WITHOUT_COLOR}};
  static const named_int effect[] = {{"skip", LUNO_EFFECT_SKIP},
                                     {"reverse", LUNO_EFFECT_REVERSE},
                                     {"draw", LUNO_EFFECT_DRAW},
                                     {"draw_only", LUNO_EFFECT_DRAW_ONLY},
                                     {"color", LUNO_EFFECT_COLOR},
                                     {"color_draw", LUNO_EFFECT_COLOR_DRAW},
                                     {"color_draw_only", LUNO_EFFECT_COLOR_DRAW_ONLY}};
  SET_CONSTANTS(L, "ASK", ask);
  SET_CONSTANTS(L, "PLAYS", plays);
  SET_CONSTANTS(L, "EFFECT", effect);
  SET_CONSTANTS(L, "EVENT", event);
  lua_pushinteger(L, LUNO_MAX_ZONES);
  lua_setfield(L, -2, "MAX_ZONES");
  SET_CONSTANTS(L, "FX", fx);
  SET_CONSTANTS(L, "PILE", pile);
  SET_CONSTANTS(L, "ANSWER", answer);
  SET_CONSTANTS(L, "FLAG", flag);
}

void bind_core(lua_State *L, luno_host *h) {
  lua_newtable(L);
  lua_pushlightuserdata(L, h);
  luaL_setfuncs(L, core_funcs, 1);
  bind_constants(L);
  api_push_declared(L);
  lua_setfield(L, -2, "API");
  bind_profile(L, h);
  bind_legal(L);
  bind_methods(L, h);
}
