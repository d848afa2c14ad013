/* scenario_util.c: the harness's failures, card names and readers of the scenario table. */
#include "scenario.h"

const char *const kind_names[9] = {"none",      "turn",   "color", "player", "card",
                                   "direction", "yes_no", "text",  "choice"};

/* Reports a failure with the file and step, and exits. */
void die(scenario *s, const char *fmt, ...) {
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

int color_named(const luno_setup *st, const char *text) {
  for (int c = 0; c < st->ncolors; c++)
    if (!strcasecmp(st->colors[c], text)) return c;
  return -1;
}

card_spec parse_card(scenario *s, const char *text) {
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
const char *card_text(scenario *s, int card, char *buf, size_t len) {
  const luno_card *c = luno_card_at(s->g, card);
  const char *name = s->setup.types[c->type].name;
  if (c->color < 0)
    snprintf(buf, len, "%s", name);
  else
    snprintf(buf, len, "%s %s", s->setup.colors[c->color], name);
  return buf;
}

int is_spec(const luno_game *g, int card, card_spec c) {
  const luno_card *k = luno_card_at(g, card);
  return k->type == c.type && k->color == c.color;
}

/* An unused copy of the card, for the stacked deal. */
int take_card(scenario *s, const char *text) {
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
int find_card(scenario *s, int seat, const char *text) {
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
int get(lua_State *L, int t, const char *k) { return lua_getfield(L, t, k); }

int opt_int(scenario *s, int t, const char *k, int def) {
  int type = get(s->L, t, k);
  int v = def;
  if (type == LUA_TNUMBER && lua_isinteger(s->L, -1))
    v = (int)lua_tointeger(s->L, -1);
  else if (type != LUA_TNIL)
    die(s, "'%s' should be a whole number", k);
  lua_pop(s->L, 1);
  return v;
}

const char *opt_str(scenario *s, int t, const char *k, const char *def) {
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
int has(scenario *s, int t, const char *k) {
  int type = get(s->L, t, k);
  lua_pop(s->L, 1);
  return type != LUA_TNIL;
}

int opt_bool(scenario *s, int t, const char *k) {
  get(s->L, t, k);
  int v = lua_toboolean(s->L, -1);
  lua_pop(s->L, 1);
  return v;
}

/* Reads a list of card names at index t into ids via take_card (stacking). */
int take_list(scenario *s, int t, uint16_t *out, int max) {
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
