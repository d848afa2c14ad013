/* view.c: what the screen shows of a game: the table, hands, and the pending decision
 * (options.c numbers and names its options). Everything goes through repl_knows(): a seat sees only
 * the cards it may see, unless `reveal on`. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cardname.h"
#include "input.h"
#include "render.h"
#include "session.h"
#include "view.h"

/* Whether card is a play option of the pending decision. */
static int is_play_option(const luno_pending *p, int card) {
  for (int i = 0; p->kind == LUNO_ASK_TURN && i < p->count; i++)
    if (p->options[i].type == LUNO_ACT_PLAY && p->options[i].value == card) return 1;
  return 0;
}

/* Lists the cards of seat's hand the viewer knows, on one line after a title. */
static void known_line(session *s, int seat, const char *title) {
  int cards[LUNO_MAX_CARDS], n = repl_sorted_hand(s, seat, cards), shown = 0;
  char line[4096], buf[REPL_LABEL_MAX];
  size_t used = (size_t)snprintf(line, sizeof line, "%s", title);
  for (int i = 0; i < n && used < sizeof line; i++) {
    if (!repl_knows(s, cards[i])) continue;
    used += (size_t)snprintf(line + used, sizeof line - used, "%s%s", shown++ ? ", " : " ",
                             repl_card_label(s, cards[i], buf, sizeof buf));
  }
  if (shown) repl_say(s, "%s", line);
}

/* The width of the color names heading a hand's rows: 8, or more for longer names. */
static int title_width(const luno_setup *st) {
  int w = 8;
  for (int c = 0; c < st->ncolors; c++)
    if ((int)strlen(st->colors[c]) + 1 > w) w = (int)strlen(st->colors[c]) + 1;
  return w;
}

/* One color's cards of a shown hand: its name, then the entries two spaces apart, as many
 * to a line as fit in 80 columns, each painted in its color on a terminal. */
static void hand_row(session *s, int color, char (*entry)[64], int n) {
  const luno_setup *st = luno_setup_of(s->b->g);
  const char *title = color >= 0 ? st->colors[color] : color == -1 ? "wild" : "unknown";
  char line[2048], painted[128];
  int indent = 2 + title_width(st), columns = indent;
  size_t used = (size_t)snprintf(line, sizeof line, "  %-*s", indent - 2, title);
  for (int k = 0; k < n; k++) {
    int len = (int)strlen(entry[k]);
    if (columns > indent && columns + 2 + len > 80) { /* the line is full: go on below */
      repl_say(s, "%s", line);
      used = (size_t)snprintf(line, sizeof line, "%*s", indent, "");
      columns = indent;
    }
    repl_paint(s, painted, sizeof painted, color >= 0 ? st->colors[color] : "", entry[k]);
    used += (size_t)snprintf(line + used, sizeof line - used, "%s%s", columns > indent ? "  " : "",
                             painted);
    columns += (columns > indent ? 2 : 0) + len;
    if (used >= sizeof line) break;
  }
  repl_say(s, "%s", line);
}

/* Whether seat's hand holds a card it did not hold when last shown. */
static int hand_got_cards(session *s, int seat) {
  int n;
  const uint16_t *hand = luno_pile(s->b->g, LUNO_HAND(seat), &n);
  for (int i = 0; i < n; i++)
    if (!((s->hand_shown[seat][hand[i] / 64] >> (hand[i] % 64)) & 1)) return 1;
  return 0;
}

void repl_show_hand(session *s, int seat) {
  const luno_game *g = s->b->g;
  const luno_setup *st = luno_setup_of(g);
  const luno_pending *p = luno_pending_of(g);
  int cards[LUNO_MAX_CARDS], n = repl_sorted_hand(s, seat, cards), hidden = 0;
  memset(s->hand_shown[seat], 0, sizeof s->hand_shown[seat]);
  for (int i = 0; i < n; i++)
    s->hand_shown[seat][cards[i] / 64] |= 1ull << (cards[i] % 64);
  for (int i = 0; i < n; i++)
    hidden += !repl_knows(s, cards[i]);
  if (hidden == n && n > 0) {
    repl_say(s, "%s holds %d card%s", repl_seat_name(seat), n, n == 1 ? "" : "s");
    return;
  }
  int mark = p->seat == seat && p->kind == LUNO_ASK_TURN, marked = 0;
  for (int i = 0; mark && i < n; i++)
    marked += is_play_option(p, cards[i]);
  repl_say(s, "%s's hand (%d card%s%s%s):", repl_seat_name(seat), n, n == 1 ? "" : "s",
           hidden ? ", some unknown to you" : "",
           marked && seat == repl_viewer(s) ? "; * may be played now" : "");
  char entry[LUNO_MAX_CARDS][64];
  for (int i = 0; i < n; i++) { /* "3 r-skip*": its number for `play`, its name, the mark */
    const luno_card *c = luno_card_at(g, cards[i]);
    char name[40] = "?";
    if (repl_knows(s, cards[i])) repl_card_short(st, c->type, c->color, name, sizeof name);
    snprintf(entry[i], sizeof entry[i], "%d %s%s", i + 1, name,
             mark && is_play_option(p, cards[i]) ? "*" : "");
  }
  for (int i = 0; i < n;) { /* a line per color (wilds, unknown cards), wrapped at 80 */
    int color = repl_knows(s, cards[i]) ? luno_card_at(g, cards[i])->color : -2, j = i;
    while (j < n && (repl_knows(s, cards[j]) ? luno_card_at(g, cards[j])->color : -2) == color)
      j++;
    hand_row(s, color, entry + i, j - i);
    i = j;
  }
}

/* Orders backs by color, then by type, so their order tells nothing of the faces. */
static int back_order(const void *a, const void *b) {
  const luno_card *x = *(const luno_card *const *)a, *y = *(const luno_card *const *)b;
  if (x->back_color != y->back_color) return x->back_color - y->back_color;
  return x->back_type - y->back_type;
}

/* Double-sided cards show their backs to everyone else: the backs of seat's hand, on one
 * line after a title, when its cards have backs. */
static void backs_line(session *s, int seat) {
  const luno_game *g = s->b->g;
  int n, shown = 0;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &n);
  const luno_card *cards[LUNO_MAX_CARDS];
  for (int i = 0; i < n; i++)
    if (luno_card_at(g, hand[i])->back_type != LUNO_NO_BACK)
      cards[shown++] = luno_card_at(g, hand[i]);
  if (!shown) return;
  qsort(cards, (size_t)shown, sizeof *cards, back_order);
  char line[4096], buf[REPL_LABEL_MAX];
  size_t used = (size_t)snprintf(line, sizeof line, "      backs:");
  for (int i = 0; i < shown && used < sizeof line; i++)
    used += (size_t)snprintf(
        line + used, sizeof line - used, "%s%s", i ? ", " : " ",
        repl_face_label(s, cards[i]->back_type, cards[i]->back_color, buf, sizeof buf));
  repl_say(s, "%s", line);
}

/* The back the draw pile's top card shows, when it has one. */
static void draw_pile_back(session *s) {
  int n;
  const uint16_t *draw = luno_pile(s->b->g, LUNO_DRAW_PILE, &n);
  const luno_card *c = n ? luno_card_at(s->b->g, draw[n - 1]) : NULL;
  char buf[REPL_LABEL_MAX];
  if (c && c->back_type != LUNO_NO_BACK)
    repl_say(s, "Draw pile shows: %s",
             repl_face_label(s, c->back_type, c->back_color, buf, sizeof buf));
}

/* luno_host_table_lines's callback: one line of the table's view. */
static void say_rule_line(void *ud, const char *line) {
  char named[1024];
  repl_say(ud, "%s", repl_name_seats(line, named, sizeof named));
}

/* The lines the rules add to the table's view (`shows`): a launcher's state, a count. */
static void rule_lines(session *s) {
  if (luno_host_table_lines(s->b->tab->host, s->b->g, say_rule_line, s) < 0)
    repl_say(s, "(a rule's lines for the table failed: %s)", luno_host_error(s->b->tab->host));
}

/* A zone's name as the table reads it: "row", "pass of Bo" ("pass@1"), "laid 2 of Bo"
 * ("laid/2@1"). */
static void zone_title(const luno_zone *z, char *out, size_t len) {
  char words[LUNO_NAME_MAX];
  luno_zone_words(z, words, sizeof words);
  if (z->owned)
    snprintf(out, len, "%s of %s", words, repl_seat_name(z->owner));
  else
    snprintf(out, len, "%s", words);
}

/* A line per zone of the game that holds cards: its cards as the viewer may see them (a
 * card it may not see is "?"), first to last; then the empty ones, named on one line. */
static void zone_lines(session *s) {
  const luno_game *g = s->b->g;
  const luno_setup *su = luno_setup_of(g);
  char empty[512] = "";
  size_t nempty = 0;
  for (int k = 0; k < su->nzones; k++) {
    int n;
    const uint16_t *cards = luno_pile(g, LUNO_ZONE(k), &n);
    char line[512], label[REPL_LABEL_MAX], name[96];
    zone_title(luno_setup_zone(su, k), name, sizeof name);
    if (n == 0) {
      if (nempty < sizeof empty)
        nempty += (size_t)snprintf(empty + nempty, sizeof empty - nempty, "%s%s",
                                   nempty ? ", " : "", name);
      continue;
    }
    size_t used =
        (size_t)snprintf(line, sizeof line, "Zone %s (%d card%s):", name, n, n == 1 ? "" : "s");
    for (int i = 0, j; i < n && used < sizeof line; i = j) { /* unseen cards in a row: counted */
      for (j = i; j < n && !repl_knows(s, cards[j]); j++)
        continue;
      if (j - i > 1)
        used +=
            (size_t)snprintf(line + used, sizeof line - used, "%s %d unseen", i ? "," : "", j - i);
      else
        used += (size_t)snprintf(line + used, sizeof line - used, "%s %s", i ? "," : "",
                                 j > i ? "?" : repl_card_label(s, cards[j++], label, sizeof label));
    }
    repl_say(s, "%s", line);
  }
  if (nempty) repl_say(s, "Empty zones: %s", empty);
}

/* The middle of the table: the top card and the active color, each zone, the rules' own
 * lines (a stack, a launcher); the table's view and the turn's alike. */
static void center_lines(session *s) {
  const luno_game *g = s->b->g;
  char top[REPL_LABEL_MAX], color[64];
  int active = luno_active_color(g);
  if (luno_top(g) >= 0 && !luno_setup_of(g)->top_out_of_play)
    repl_say(s, "Top card: %s, color %s", repl_card_label(s, luno_top(g), top, sizeof top),
             active < 0 && luno_pending_of(g)->kind == LUNO_ASK_COLOR
                 ? "not chosen yet"
                 : repl_color_text(s, active, color, sizeof color));
  else if (luno_top(g) >= 0 && luno_setup_of(g)->discard == LUNO_DISCARD_MAY_EMPTY)
    repl_say(s, "Discard pile's top: %s", repl_card_label(s, luno_top(g), top, sizeof top));
  else if (luno_setup_of(g)->discard == LUNO_DISCARD_MAY_EMPTY)
    repl_say(s, "The discard pile is empty");
  zone_lines(s);
  rule_lines(s);
}

/* One line per seat: name, kind, cards, points, and who is to decide. */
static void seat_lines(session *s) {
  const luno_game *g = s->b->g;
  const luno_state *st = luno_state_of(g);
  const luno_pending *p = luno_pending_of(g);
  int v = repl_viewer(s);
  for (int seat = 0; seat < st->players; seat++) {
    int n;
    luno_pile(g, LUNO_HAND(seat), &n);
    char who[64];
    int partner = seat != v && v >= 0 && luno_setup_of(g)->teams > 0 &&
                  luno_team_of(g, seat) == luno_team_of(g, v);
    snprintf(who, sizeof who, "%s%s", s->b->tab->bot_names[seat],
             seat == v ? ", you"
             : partner ? ", partner"
                       : "");
    repl_say(s, "  %d %-4s %-16s %3d card%s %5d points%s", seat, repl_seat_name(seat), who, n,
             n == 1 ? " " : "s", st->scores[seat],
             p->kind != LUNO_ASK_NONE && p->seat == seat ? "  <- to decide" : "");
    if (seat != v) known_line(s, seat, s->reveal ? "      holds:" : "      you know:");
    if (seat != v) backs_line(s, seat);
  }
}

void repl_show_table(session *s) {
  const luno_game *g = s->b->g;
  const luno_state *st = luno_state_of(g);
  int draw, discard;
  luno_pile(g, LUNO_DRAW_PILE, &draw);
  luno_pile(g, LUNO_DISCARD, &discard);
  int v = repl_viewer(s);
  if (repl_human_count(s) > 1 && v >= 0) repl_say(s, "(%s's view)", repl_seat_name(v));
  if (s->reveal) repl_say(s, "(reveal is on: every card is shown)");
  repl_say(s, "Round %d, %s dealt, play goes %s; draw pile %d, discard pile %d; seed %llu",
           st->round, repl_seat_name(st->dealer),
           st->direction > 0 ? "clockwise" : "counterclockwise", draw, discard,
           (unsigned long long)luno_setup_of(g)->seed);
  center_lines(s);
  draw_pile_back(s);
  seat_lines(s);
  const luno_pending *p = luno_pending_of(g);
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    int first = r->window >= 0;
    for (int j = 0; j < i && first; j++)
      first = p->reactions[j].window != r->window;
    if (first)
      repl_say(s, "Open: %s%s%s", r->name, r->target >= 0 ? " on " : "",
               r->target >= 0 ? repl_seat_name(r->target) : "");
  }
  if (v >= 0) repl_show_hand(s, v);
  repl_show_pending(s);
}

/* The names of a decision's options, inline ("red, yellow, green or blue"), when few. */
static void option_names(session *s, char *buf, size_t len) {
  opt_entry opts[16];
  int n = repl_list_options(s, opts, 16), used = 0;
  buf[0] = '\0';
  if (n > 12) return;
  for (int i = 0; i < n; i++)
    used += snprintf(buf + used, len - (size_t)used, "%s%s",
                     i == 0       ? " "
                     : i + 1 == n ? " or "
                                  : ", ",
                     opts[i].name);
}

/* Whether the pending decision offers an action of type. */
static int offers(const luno_pending *p, luno_act type) {
  for (int i = 0; i < p->count; i++)
    if (p->options[i].type == type) return 1;
  return 0;
}

/* A turn's words from the actions it offers: a seat that must finish a pair is offered
 * no `stop`, a seat playing again no `draw`, and the words say only what is offered. */
static void turn_words(session *s, const luno_pending *p, int again, char *buf, size_t len) {
  int play = offers(p, LUNO_ACT_PLAY), draw = offers(p, LUNO_ACT_DRAW);
  int pass = offers(p, LUNO_ACT_PASS);
  char words[128] = "";
  size_t n = 0;
  if (play) n += (size_t)snprintf(words + n, sizeof words - n, "`play <card>`");
  if (draw)
    n +=
        (size_t)snprintf(words + n, sizeof words - n, "%s`%s`", n ? " or " : "", repl_draw_word(s));
  if (pass)
    snprintf(words + n, sizeof words - n, "%s`%s`", n ? " or " : "", again ? "stop" : "pass");
  const char *lead = again && play ? "plays again"
                     : again       ? "has no other card to play"
                     : play        ? "to play"
                     : draw        ? "cannot play"
                                   : "cannot play or draw";
  snprintf(buf, len, " %s: %s%s", lead, words, play ? " (`hint` lists the options)" : "");
}

/* The prompt's short question for a turn ("play or draw?"), from the actions offered. */
const char *repl_turn_question(session *s) {
  const luno_pending *p = luno_pending_of(s->b->g);
  int play = offers(p, LUNO_ACT_PLAY), draw = offers(p, LUNO_ACT_DRAW);
  int pass = offers(p, LUNO_ACT_PASS), again = luno_state_of(s->b->g)->again;
  if (play && draw) return "play or draw?";
  if (play && pass) return again ? "play or stop?" : "play or pass?";
  if (play) return "play?";
  if (draw) return "draw?";
  return again ? "stop?" : "pass?";
}

/* What the deciding seat is asked, as words after its name. */
static void ask_words(session *s, const luno_pending *p, char *buf, size_t len) {
  const luno_state *st = luno_state_of(s->b->g);
  char named[512]; /* ("seat 2" in a prompt reads "Cy") */
  const char *prompt =
      p->prompt && *p->prompt ? repl_name_seats(p->prompt, named, sizeof named) : "Choose";
  char drawn[REPL_LABEL_MAX], names[512];
  if (p->kind == LUNO_ASK_TURN) {
    if (st->drawn >= 0 && is_play_option(p, st->drawn))
      snprintf(buf, len, " drew %s: `play` it or `pass`",
               repl_card_label(s, st->drawn, drawn, sizeof drawn));
    else
      turn_words(s, p, st->again, buf, len);
    return;
  }
  if (p->kind == LUNO_ASK_TEXT) {
    snprintf(buf, len,
             " is asked: %s\n  Type the answer (or `answer <text>`; `answer` alone gives none)",
             prompt);
    return;
  }
  option_names(s, names, sizeof names);
  const char *mine = repl_is_human(s, p->seat) ? luno_private_prompt(s->b->g) : NULL;
  char secret[300] = "";
  if (mine) snprintf(secret, sizeof secret, " (%s)", mine); /* (its seat alone sees it) */
  if (p->kind == LUNO_ASK_CHOICE)
    snprintf(buf, len, ", \"%s\"%s: `choose <number>` or its words", prompt, secret);
  else if (p->kind == LUNO_ASK_YESNO) /* (challenge, accept: the same) */
    snprintf(buf, len, ", \"%s\"%s: `yes` or `no`", prompt, secret);
  else if (p->kind == LUNO_ASK_CARD)
    snprintf(buf, len, ", \"%s\"%s: `choose <card>` (`hint` lists them)", prompt, secret);
  else
    snprintf(buf, len, ", \"%s\"%s: choose%s", prompt, secret, names);
}

/* A choice's menu, one numbered line an option (a decline last, by its word). */
static void list_choices(session *s) {
  opt_entry opts[LUNO_MAX_CHOICES + 1];
  int n = repl_list_options(s, opts, LUNO_MAX_CHOICES + 1);
  char line[sizeof opts[0].text + 16];
  for (int i = 0; i < n; i++) {
    snprintf(line, sizeof line, "  %d. %s", opts[i].number, opts[i].text);
    repl_say_listed(s, line);
  }
}

void repl_show_pending(session *s) {
  const luno_game *g = s->b->g;
  const luno_pending *p = luno_pending_of(g);
  if (s->b->broken) {
    repl_say(s, "The game is broken by a script error: `undo`, `reload`, `load` or `new`");
    return;
  }
  if (p->kind == LUNO_ASK_NONE) {
    const luno_state *st = luno_state_of(g);
    repl_say(s, "The match is over: %s wins with %d points. `new` starts another.",
             repl_seat_name(st->winner), st->scores[st->winner]);
    return;
  }
  char words[1024];
  ask_words(s, p, words, sizeof words);
  int pos = luno_log_length(g);
  if (s->queue && pos < s->nqueue)
    repl_say(s, "Replay of %s: action %d of %d is next (`step` or `run` applies it)", s->queue_name,
             pos + 1, s->nqueue); /* (counted from 1, as people count) */
  if (s->queue && pos < s->nqueue && !repl_is_human(s, p->seat)) return;
  if (repl_is_human(s, p->seat)) {
    repl_say(s, "%s%s", repl_seat_name(p->seat), words);
    if (p->kind == LUNO_ASK_CHOICE) list_choices(s);
  } else
    repl_say(s, "%s (%s bot) is to decide: %s`step` or `run` lets it", repl_seat_name(p->seat),
             s->b->tab->bot_names[p->seat], repl_bots_waiting(s) ? "Enter, " : "");
}

/* At a tournament table: what is left of its budget (" | turn 13 of 40", " | 4 min
 * left"), for the status line; returns the bytes written. */
static size_t budget_words(session *s, char *out, size_t len) {
  const table_budget *b = s->budget;
  size_t n = 0;
  if (b->turns > 0) {
    long turn = luno_stats_of(s->b->g)->turns + 1;
    n += (size_t)snprintf(out, len, " | turn %ld of %ld", turn < b->turns ? turn : b->turns,
                          b->turns);
  }
  if (b->deadline > 0 && n < len) {
    double left = (b->deadline - luno_clock()) / 60;
    n += (size_t)snprintf(out + n, len - n, " | %.0f min left", left > 0 ? left + 0.5 : 0);
  }
  return n < len ? n : len - 1;
}

/* The one-line state of the table after a move: cards in each hand, points, direction,
 * whose decision it is. */
static void status_line(session *s) {
  const luno_game *g = s->b->g;
  const luno_state *st = luno_state_of(g);
  const luno_pending *p = luno_pending_of(g);
  char line[512];
  size_t n = (size_t)snprintf(line, sizeof line, "[cards");
  for (int seat = 0; seat < st->players && n < sizeof line; seat++) {
    int held;
    luno_pile(g, LUNO_HAND(seat), &held);
    n += (size_t)snprintf(line + n, sizeof line - n, " %s %d", repl_seat_name(seat), held);
  }
  if (n < sizeof line) n += (size_t)snprintf(line + n, sizeof line - n, " | points");
  for (int seat = 0; seat < st->players && n < sizeof line; seat++)
    n += (size_t)snprintf(line + n, sizeof line - n, " %d", st->scores[seat]);
  if (n < sizeof line && s->budget) n += budget_words(s, line + n, sizeof line - n);
  if (n < sizeof line && p->kind != LUNO_ASK_NONE)
    snprintf(line + n, sizeof line - n, " | %s | %s to %s]",
             st->direction > 0 ? "clockwise" : "counterclockwise", repl_seat_name(p->seat),
             p->kind == LUNO_ASK_TURN ? "play" : "choose");
  else if (n < sizeof line)
    snprintf(line + n, sizeof line - n, "]");
  repl_say(s, "%s", line);
}

/* Hot-seat: the screen passes to seat v. On a terminal the person who had it presses
 * Enter first (so they read what they drew before it goes), the screen is cleared (nothing
 * of their view stays; before the first view nothing is hidden, and the welcome and the
 * deal stay to be read), v presses Enter, then sees the last moves again and every
 * reaction open to people (a missed UNO it may catch). */
static void pass_screen(session *s, int v) {
  if (!s->tty_out || !s->tty_in) {
    repl_say(s, "--- %s's view: pass the screen to %s ---", repl_seat_name(v), repl_seat_name(v));
    return;
  }
  char prompt[160], typed[256] = "";
  int was = s->shown_view;
  if (was >= 0 && was != v && repl_is_human(s, was)) {
    snprintf(prompt, sizeof prompt, "%s, press Enter to hide your hand and pass the screen> ",
             repl_seat_name(was));
    do { /* what was typed here is theirs: said to them, and asked again, before it clears */
      repl_gate(s, prompt, typed, sizeof typed);
      repl_gate_note(s, typed);
    } while (*typed);
  }
  if (s->viewed) fputs("\033[H\033[2J", stdout); /* (the first time: the welcome stays) */
  repl_say(s, "Pass the screen to %s.", repl_seat_name(v));
  snprintf(prompt, sizeof prompt, "%s, press Enter> ", repl_seat_name(v));
  repl_gate(s, prompt, typed, sizeof typed);
  fputs("\033[H\033[2J", stdout);
  repl_say(s, "--- %s's view ---", repl_seat_name(v));
  int from = s->nhistory > 6 ? s->nhistory - 6 : 0; /* the last moves, as all saw them */
  for (int i = from; i < s->nhistory; i++)
    repl_say(s, "  %s", s->history[i].text);
  repl_render_windows(s, 1);
  repl_gate_note(s, typed);
}

/* On a human's turn: the top card, the other hands' sizes, the hand, what to do. With
 * several humans, first says whose view the screen now shows. */
void repl_show_turn(session *s) {
  const luno_game *g = s->b->g;
  int v = repl_viewer(s);
  if (repl_human_count(s) > 1 && v != s->shown_view) pass_screen(s, v);
  s->shown_view = v, s->viewed = 1;
  if (!s->b->broken) status_line(s);
  const luno_pending *p = luno_pending_of(g);
  if (p->kind == LUNO_ASK_TURN && p->seat == v && luno_top(g) >= 0) {
    center_lines(s); /* (what the turn plays against: a stack on the player, a row) */
    repl_show_hand(s, v);
  } else if (p->kind != LUNO_ASK_NONE && p->kind != LUNO_ASK_TEXT && p->seat == v &&
             hand_got_cards(s, v))
    repl_show_hand(s, v); /* (a color to name from a hand just passed to it) */
  repl_show_pending(s);
}

/* After the game moved: the table's state in a line, then the full turn view when a
 * human decides, else what is pending. */
void repl_after_move(session *s) {
  const luno_pending *p = luno_pending_of(s->b->g);
  int human = p->kind != LUNO_ASK_NONE && repl_is_human(s, p->seat);
  if (!s->b->broken && !human) status_line(s); /* (the turn view has it) */
  if (p->kind != LUNO_ASK_NONE && repl_is_human(s, p->seat) && !s->b->broken)
    repl_show_turn(s);
  else
    repl_show_pending(s);
}

/* The reaction windows as the REPL notes them (their names and targets, for telling who
 * used one) and announces them to the people who may take one. */

/* Remembers a window's name and target for when it is used. */
static void note_window(session *s, const luno_reaction *r) {
  for (int i = 0; i < s->nwindows; i++)
    if (s->windows[i].id == r->window) return;
  if (s->nwindows == (int)(sizeof s->windows / sizeof *s->windows)) {
    memmove(s->windows, s->windows + 1, sizeof s->windows - sizeof *s->windows);
    s->nwindows--;
  }
  window_note *w = &s->windows[s->nwindows++];
  w->id = r->window;
  w->target = r->target;
  snprintf(w->name, sizeof w->name, "%s", r->name ? r->name : "reaction");
}

/* Whether window w is open to seat, or (seat < 0) to some person at the table. */
static int open_to(session *s, const luno_pending *p, int w, int seat) {
  for (int i = 0; i < p->nreactions; i++) {
    int who = p->reactions[i].seat;
    if (p->reactions[i].window == w && (seat < 0 ? repl_is_human(s, who) : who == seat)) return 1;
  }
  return 0;
}

/* Says that reaction r is open, as viewer v should read it. */
static void announce(session *s, const luno_reaction *r, int v) {
  const char *name = r->name ? r->name : "reaction";
  if (r->target < 0)
    repl_say(s, "Open: %s", name);
  else if (r->target == v)
    repl_say(s, "Open: %s on %s (you): `uno` answers it", name, repl_seat_name(r->target));
  else if (v >= 0)
    repl_say(s, "Open: %s on %s: `catch %s` uses it", name, repl_seat_name(r->target),
             repl_seat_name(r->target));
  else
    repl_say(s, "Open: %s on %s", name, repl_seat_name(r->target));
}

/* Notes the open reaction windows and announces the ones not seen before that a person
 * may take (one only bots may take is theirs to use or let pass); all of them again
 * (again = 1) when the screen has just passed to another person. */
void repl_render_windows(session *s, int again) {
  if (!s->b) return;
  const luno_pending *p = luno_pending_of(s->b->g);
  int v = repl_viewer(s), told = -1;
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->window < 0) continue; /* a reaction card, not a window */
    note_window(s, r);
    if (r->window <= (again ? told : s->announced)) continue;
    told = r->window;
    if (!again) s->announced = r->window;
    if (repl_is_human(s, r->target) && repl_human_count(s) == 1) continue; /* bots never react */
    if (!open_to(s, p, r->window, -1)) continue;
    announce(s, r, v);
    if (!again && v >= 0 && r->target < 0 && p->seat != v && open_to(s, p, r->window, v))
      repl_show_hand(s, v); /* (the bots wait: what could you take it with?) */
  }
}
