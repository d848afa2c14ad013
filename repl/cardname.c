/* cardname.c: the names people type for cards, derived only from the ruleset's own words
 * (its color names and its card types' names and labels); no card is named here.
 *
 * Text is compared normalized: lower case, with spaces, '-' and '_' all one separator.
 * A colored card is "<color><type>" where <color> is the color's name or any prefix of it
 * no other color shares ("r7", "red 7", "g-skip", "green draw two"); a colored type
 * alone ("skip") means any color; a wild card is its type's name or label ("wild",
 * "wild draw four"). A color word after the card answers the color choice that follows. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardname.h"
#include "session.h"

enum { ANY_COLOR = -2, MAX_MATCHES = 16 };

typedef struct name_match {
  int type, color; /* color: an index, -1 for a wild type, ANY_COLOR */
} name_match;

void repl_normalize(const char *in, char *out, size_t len) {
  size_t n = 0;
  int sep = 0;
  for (; *in && n + 1 < len; in++) {
    unsigned char c = (unsigned char)*in;
    if (c == ' ' || c == '-' || c == '_' || c == '\t') {
      sep = n > 0;
      continue;
    }
    if (sep && n + 2 < len) out[n++] = '_';
    sep = 0;
    out[n++] = (char)tolower(c);
  }
  out[n] = '\0';
}

/* How many leading letters of color c no other color's name starts with. */
static int color_prefix_len(const luno_setup *st, int c) {
  char me[64], other[64];
  repl_normalize(st->colors[c], me, sizeof me);
  int len = (int)strlen(me);
  for (int k = 1; k < len; k++) {
    int shared = 0;
    for (int o = 0; o < st->ncolors && !shared; o++) {
      repl_normalize(st->colors[o], other, sizeof other);
      shared = o != c && !strncmp(me, other, (size_t)k);
    }
    if (!shared) return k;
  }
  return len;
}

/* The color a normalized word names (its name or a prefix only it has), or -1. */
static int color_of_word(const luno_setup *st, const char *word, size_t n) {
  char name[64];
  int found = -1;
  if (n == 0) return -1;
  for (int c = 0; c < st->ncolors; c++) {
    repl_normalize(st->colors[c], name, sizeof name);
    if (strlen(name) == n && !strncmp(name, word, n)) return c;
    if ((int)n >= color_prefix_len(st, c) && !strncmp(name, word, n)) found = c;
  }
  return found;
}

int repl_color_by_name(const luno_setup *st, const char *word) {
  char norm[64];
  repl_normalize(word, norm, sizeof norm);
  return color_of_word(st, norm, strlen(norm));
}

const char *repl_card_short(const luno_setup *st, int type, int color, char *buf, size_t len) {
  char name[64], prefix[64];
  repl_normalize(st->types[type].name, name, sizeof name);
  if (color < 0) {
    snprintf(buf, len, "%s", name);
    return buf;
  }
  repl_normalize(st->colors[color], prefix, sizeof prefix);
  prefix[color_prefix_len(st, color)] = '\0';
  snprintf(buf, len, "%s%s%s", prefix, isdigit((unsigned char)name[0]) ? "" : "-", name);
  return buf;
}

/* A few names of this ruleset's cards, as examples: a number, a symbol, a wild. */
const char *repl_name_examples(const luno_setup *st, char *buf, size_t len) {
  int picked[3] = {-1, -1, -1};
  for (int t = 0; t < st->ntypes; t++) {
    int kind = !st->types[t].colored ? 2 : st->types[t].number >= 0 ? 0 : 1;
    if (picked[kind] < 0) picked[kind] = t;
  }
  size_t n = 0;
  buf[0] = '\0';
  for (int k = 0; k < 3 && n < len; k++) {
    if (picked[k] < 0) continue;
    char name[64];
    int color = k == 2 ? -1 : (k == 1 && st->ncolors > 2 ? 2 : 0);
    repl_card_short(st, picked[k], color, name, sizeof name);
    n += (size_t)snprintf(buf + n, len - n, "%s%s", n ? ", " : "", name);
  }
  return buf;
}

/* Whether normalized text is type t's name or label. */
static int type_named(const luno_setup *st, int t, const char *text) {
  char a[64], b[64];
  repl_normalize(st->types[t].name, a, sizeof a);
  repl_normalize(st->types[t].label, b, sizeof b);
  return !strcmp(a, text) || !strcmp(b, text);
}

/* Adds a match unless it is already listed. */
static void add_match(name_match *m, int *n, int type, int color) {
  for (int i = 0; i < *n; i++)
    if (m[i].type == type && m[i].color == color) return;
  if (*n < MAX_MATCHES) m[(*n)++] = (name_match){type, color};
}

/* Every (type, color) a normalized text may name. */
static int match_name(const luno_setup *st, const char *text, name_match *m) {
  int n = 0;
  size_t len = strlen(text);
  for (int t = 0; t < st->ntypes; t++)
    if (type_named(st, t, text)) add_match(m, &n, t, st->types[t].colored ? ANY_COLOR : -1);
  for (size_t k = 1; k < len; k++) {
    if (text[k - 1] == '_') continue;
    int c = color_of_word(st, text, k);
    if (c < 0) continue;
    const char *rest = text + k + (text[k] == '_');
    for (int t = 0; t < st->ntypes; t++)
      if (st->types[t].colored && type_named(st, t, rest)) add_match(m, &n, t, c);
  }
  return n;
}

int repl_type_named(const luno_setup *st, const char *text) {
  char norm[256];
  name_match m[MAX_MATCHES];
  repl_normalize(text, norm, sizeof norm);
  return match_name(st, norm, m) > 0 ? m[0].type : -1;
}

int repl_names_card(const luno_setup *st, const char *text, int type, int color) {
  char norm[256];
  name_match m[MAX_MATCHES];
  repl_normalize(text, norm, sizeof norm);
  int n = match_name(st, norm, m);
  for (int i = 0; i < n; i++)
    if (m[i].type == type && (m[i].color == color || m[i].color == ANY_COLOR)) return 1;
  return 0;
}

/* Whether card is one of the seat's legal plays right now. */
static int playable(session *s, int seat, int card) {
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind != LUNO_ASK_TURN || p->seat != seat) return 0;
  for (int i = 0; i < p->count; i++)
    if (p->options[i].type == LUNO_ACT_PLAY && p->options[i].value == card) return 1;
  return 0;
}

/* Picks the card of seat's hand a list of matches means: one that may be played if any.
 * Returns the card, or -1 with the reason in err. */
static int pick_in_hand(session *s, int seat, const char *said, const name_match *m, int nm,
                        char *err, int errlen) {
  const luno_game *g = s->b->g;
  const luno_setup *st = luno_setup_of(g);
  int cards[LUNO_MAX_CARDS], n = repl_sorted_hand(s, seat, cards);
  int best = -1, best_legal = 0, kinds = 0, legal_kinds = 0, prev = -1, prev_legal = 0;
  char first[64] = "", second[64] = "";
  for (int i = 0; i < n; i++) { /* the sorted hand keeps copies of a card together */
    const luno_card *c = luno_card_at(g, cards[i]);
    int hit = 0;
    for (int k = 0; k < nm && !hit; k++)
      hit = m[k].type == c->type && (m[k].color == c->color || m[k].color == ANY_COLOR);
    if (!hit) continue;
    int legal = playable(s, seat, cards[i]);
    int same = prev >= 0 && luno_card_at(g, prev)->type == c->type &&
               luno_card_at(g, prev)->color == c->color;
    if (!same) kinds++, prev_legal = 0;
    if (!same && kinds <= 2)
      repl_card_short(st, c->type, c->color, kinds == 1 ? first : second, sizeof first);
    if (legal && !prev_legal) legal_kinds++, prev_legal = 1;
    if (best < 0 || (legal && !best_legal)) best = cards[i], best_legal = legal;
    prev = cards[i];
  }
  if (best < 0)
    return snprintf(err, (size_t)errlen, "%s holds no card named '%s'", repl_seat_name(seat), said),
           -1;
  if (legal_kinds > 1 || (legal_kinds == 0 && kinds > 1))
    return snprintf(err, (size_t)errlen, "'%s' could be %s or %s: say which", said, first, second),
           -1;
  return best;
}

/* Reads the words after the card: nothing, or one color. */
static int trailing_color(const luno_setup *st, char **words, int n, int *color, char *err,
                          int errlen) {
  *color = -1;
  if (n == 0) return 0;
  if (n == 1 && (*color = repl_color_by_name(st, words[0])) >= 0) return 0;
  char rest[256];
  size_t used = 0;
  for (int i = 0; i < n && used < sizeof rest; i++)
    used += (size_t)snprintf(rest + used, sizeof rest - used, "%s%s", i ? " " : "", words[i]);
  snprintf(err, (size_t)errlen, "after the card only a color may follow, not '%s'", rest);
  return -1;
}

/* A card by its place (1, 2, ...) in the hand as `hand` shows it. */
static int by_position(session *s, int seat, const char *word, char *err, int errlen) {
  int cards[LUNO_MAX_CARDS], n = repl_sorted_hand(s, seat, cards);
  long k = repl_whole(word, 1, n > 0 ? n : 1);
  if (k < 1 || k > n) {
    snprintf(err, (size_t)errlen, "%s holds %d card%s; there is no card %s", repl_seat_name(seat),
             n, n == 1 ? "" : "s", word);
    return -1;
  }
  return cards[k - 1];
}

/* Whether a word is all digits. */
static int all_digits(const char *w) {
  if (!*w) return 0;
  for (; *w; w++)
    if (!isdigit((unsigned char)*w)) return 0;
  return 1;
}

int repl_resolve_card(session *s, int seat, char **words, int nwords, int *card, int *color,
                      char *err, int errlen) {
  const luno_setup *st = luno_setup_of(s->b->g);
  if (nwords < 1)
    return snprintf(err, (size_t)errlen, "which card? give its number or name (see hand)"), -1;
  if (all_digits(words[0])) {
    if (trailing_color(st, words + 1, nwords - 1, color, err, errlen) < 0) return -1;
    return (*card = by_position(s, seat, words[0], err, errlen)) < 0 ? -1 : 0;
  }
  name_match m[MAX_MATCHES];
  char joined[512], norm[512];
  for (int j = nwords; j >= 1; j--) {
    size_t used = 0;
    for (int i = 0; i < j && used < sizeof joined; i++)
      used += (size_t)snprintf(joined + used, sizeof joined - used, "%s%s", i ? " " : "", words[i]);
    repl_normalize(joined, norm, sizeof norm);
    int nm = match_name(st, norm, m);
    char *under = strrchr(norm, '_');
    if (!nm && j == 1 && under && repl_color_by_name(st, under + 1) >= 0) {
      *color = repl_color_by_name(st, under + 1); /* "wild-blue" as one word */
      *under = '\0';
      nm = match_name(st, norm, m);
      if (nm && nwords == 1)
        return (*card = pick_in_hand(s, seat, words[0], m, nm, err, errlen)) < 0 ? -1 : 0;
    }
    if (!nm) continue;
    if (trailing_color(st, words + j, nwords - j, color, err, errlen) < 0) return -1;
    return (*card = pick_in_hand(s, seat, joined, m, nm, err, errlen)) < 0 ? -1 : 0;
  }
  char examples[160];
  size_t used = 0;
  for (int i = 0; i < nwords && used < sizeof joined; i++)
    used += (size_t)snprintf(joined + used, sizeof joined - used, "%s%s", i ? " " : "", words[i]);
  snprintf(err, (size_t)errlen, "no card is named '%s' (names look like %s; `hand` lists yours)",
           joined, repl_name_examples(st, examples, sizeof examples));
  return -1;
}

/* A card's place in a shown hand: by color (wilds last), type, then id. */
long repl_card_key(const luno_game *g, int card) {
  const luno_card *c = luno_card_at(g, card);
  int color = c->color < 0 ? LUNO_MAX_COLORS : c->color;
  return ((long)color * LUNO_MAX_TYPES + c->type) * LUNO_MAX_CARDS + card;
}

/* Seat's hand into cards, in the order hands are shown; returns how many. */
int repl_sorted_hand(session *s, int seat, int *cards) {
  int n;
  const uint16_t *hand = luno_pile(s->b->g, LUNO_HAND(seat), &n);
  for (int i = 0; i < n; i++) {
    int c = hand[i], j = i;
    long key = repl_card_key(s->b->g, c);
    for (; j > 0 && repl_card_key(s->b->g, cards[j - 1]) > key; j--)
      cards[j] = cards[j - 1];
    cards[j] = c;
  }
  return n;
}
