/* moves.c: g:reveal, g:give and g:take_random in C, and the turn's and hands' moves
 * (g:set_current, g:end_turn, g:turn_again, g:play_again, g:swap_hands, g:pass_hands). The
 * special deck's seeing and swapping cards and the house rules call them on every play; as
 * Lua functions each cost a Lua frame, checking calls and a core call. Argument errors are located
 * at the script line and worded as the Lua versions worded them. */
#include <lauxlib.h>
#include <string.h>

#include "api_gen.h"
#include "host_impl.h"

/* g:reveal(cards, to): seat `to` (or "all") now knows the cards given (a card or a list,
 * read as ipairs would). */
static int m_reveal(lua_State *L) {
  API_ARGS_REVEAL; /* cards and to: their stack indexes */
  luno_game *g = host_mutable_game(L);
  const char *all = lua_type(L, to) == LUA_TSTRING ? lua_tostring(L, to) : NULL;
  uint16_t mask =
      (uint16_t)(all && !strcmp(all, "all") ? 0xffffu : 1u << host_seat_arg(L, to, "reveal"));
  if (lua_isinteger(L, cards)) return luno_reveal(g, host_card_arg(L, cards, "reveal"), mask), 0;
  if (!lua_istable(L, cards))
    return script_error(L, "reveal: expected a card or a list of cards, got %s",
                        host_shown(L, cards));
  lua_Integer ncards = luno_state_of(g)->ncards;
  int raw = !lua_getmetatable(L, cards); /* a plain list: read raw, as ipairs reads it */
  if (!raw) lua_pop(L, 1);
  for (lua_Integer i = 1; (raw ? lua_rawgeti(L, cards, i) : lua_geti(L, cards, i)) != LUA_TNIL;
       i++) {
    /* a list's __index may be a C function that never answers nil: no instruction of this
     * loop is counted by the budget, so the loop bounds itself */
    if (i > ncards) return script_error(L, "reveal: a list of more than %d cards", (int)ncards);
    lua_Integer c = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
    luno_reveal(g, c >= 0 && c < ncards ? (int)c : host_card_arg(L, -1, "reveal"), mask);
    lua_pop(L, 1);
  }
  return 0;
}

/* g:give(card, seat): the card goes into seat's hand, from wherever it is. */
static int m_give(lua_State *L) {
  API_ARGS_GIVE;
  luno_move(host_mutable_game(L), card, LUNO_HAND(seat));
  return 0;
}

/* g:take_random(from, to) -> a card drawn at random from seat from's hand into seat to's,
 * or nil when that hand is empty. */
static int m_take_random(lua_State *L) {
  API_ARGS_TAKE_RANDOM;
  int n;
  const uint16_t *hand = luno_pile(host_game(L), LUNO_HAND(from), &n);
  if (n == 0) return 0;
  luno_game *g = host_mutable_game(L);
  int card = hand[luno_random(g, (uint32_t)n)];
  luno_move(g, card, LUNO_HAND(to));
  lua_pushinteger(L, card);
  return 1;
}

/* g:swap_hands(a, b): seats a and b swap hands. */
static int m_swap_hands(lua_State *L) {
  API_ARGS_SWAP_HANDS;
  luno_swap_hands(host_mutable_game(L), a, b);
  return 0;
}

/* g:pass_hands(direction): every hand moves one seat that way (-1, else 1). */
static int m_pass_hands(lua_State *L) {
  API_ARGS_PASS_HANDS; /* direction: its stack index */
  int back = lua_type(L, direction) == LUA_TNUMBER && lua_tonumber(L, direction) == -1;
  luno_pass_hands(host_mutable_game(L), back ? -1 : 1);
  return 0;
}

/* g:set_current(seat): play goes on as if seat had just taken its turn (jump-in). */
static int m_set_current(lua_State *L) {
  API_ARGS_SET_CURRENT;
  luno_set_current(host_mutable_game(L), seat);
  return 0;
}

/* g:end_turn(): the seat's turn ends now; from a play's own effect or hooks (the play has
 * ended the turn already) a located error rather than a call that does nothing. */
static int m_end_turn(lua_State *L) {
  luno_game *g = host_mutable_game(L);
  if (host_of(L)->last_fx.kind == LUNO_FX_PLAY)
    return script_error(L, "g:end_turn: a play has already ended its turn (its hooks run "
                           "after it); end a turn from turn_start, draw or instead_of_draw");
  luno_end_turn(g);
  return 0;
}

/* g:turn_again(): from `draw`, the seat plays its turn afresh. */
static int m_turn_again(lua_State *L) {
  luno_turn_again(host_mutable_game(L));
  return 0;
}

/* g:play_again(): from a play's effect, the same seat plays again within its turn. */
static int m_play_again(lua_State *L) {
  luno_play_again(host_mutable_game(L));
  return 0;
}

static const luaL_Reg moves[] = {API_METHODS_MOVES, {NULL, NULL}};

void bind_moves(lua_State *L, luno_host *h) {
  lua_pushlightuserdata(L, h);
  luaL_setfuncs(L, moves, 1);
}
