/* serve_view.c: what `luno serve` shows a seat: its own hand, every other hand's count
 * (and only the cards of it this seat was shown), the piles' tops and counts, the pending
 * decision with its options when it is this seat's, and the events it may know of. The
 * referee's view (viewer -1, for an unbound client that names no seat) shows every hand. */
#include <string.h>

#include "serve.h"

static const char *const act_names[] = {"play",  "draw",    "pass", "choose", "decline",
                                        "react", "penalty", "use",  "answer"};
static const char *const ask_names[] = {
    "none",      "turn",   "color", "seat",  "card",
    "direction", "yes_no", "text",  "choice"}; /* (as
                                                * the bots' view names them) */
static const char *const event_names[] = {"round",     "deal",       "flip",   "turn",    "play",
                                          "draw",      "pass",       "skip",   "reverse", "color",
                                          "reshuffle", "score",      "over",   "say",     "react",
                                          "swap",      "pass_hands", "reveal", "window",  "zone"};

const char *view_act_name(int type) {
  return type >= 0 && type < (int)(sizeof act_names / sizeof *act_names) ? act_names[type] : "?";
}

int view_act_by_name(const char *name) {
  for (int i = 0; i < (int)(sizeof act_names / sizeof *act_names); i++)
    if (!strcmp(name, act_names[i])) return i;
  return -1;
}

/* Writes a card as {"id", "type", "label", "color"}; color is null for a wild. */
void view_card(json_writer *w, const luno_game *g, int card) {
  const luno_setup *st = luno_setup_of(g);
  const luno_card *c = luno_card_at(g, card);
  jw_object(w);
  jw_lit(w, "id"), jw_int(w, card);
  jw_lit(w, "type"), jw_string(w, st->types[c->type].name);
  jw_lit(w, "label"), jw_string(w, st->types[c->type].label);
  jw_lit(w, "color");
  if (c->color >= 0)
    jw_string(w, st->colors[c->color]);
  else
    jw_null(w);
  jw_end_object(w);
}

/* Writes the value of a choice in words, after its kind of question. */
static void choice_label(const luno_game *g, const luno_action *a, int kind, char *buf, size_t n) {
  const luno_setup *st = luno_setup_of(g);
  int v = (int)a->value;
  if (kind == LUNO_ASK_COLOR && v >= 0 && v < st->ncolors)
    snprintf(buf, n, "color %s", st->colors[v]);
  else if (kind == LUNO_ASK_PLAYER)
    snprintf(buf, n, "seat %d", v);
  else if (kind == LUNO_ASK_CARD && v >= 0 && v < luno_state_of(g)->ncards)
    snprintf(buf, n, "card %s %s",
             luno_card_at(g, v)->color >= 0 ? st->colors[luno_card_at(g, v)->color] : "",
             st->types[luno_card_at(g, v)->type].label);
  else if (kind == LUNO_ASK_DIRECTION)
    snprintf(buf, n, "%s", v > 0 ? "clockwise" : "counterclockwise");
  else if (kind == LUNO_ASK_YESNO)
    snprintf(buf, n, "%s", v ? "yes" : "no");
  else if (kind == LUNO_ASK_CHOICE && luno_choice_label(g, v))
    snprintf(buf, n, "%s", luno_choice_label(g, v));
  else
    snprintf(buf, n, "choose %d", v);
}

/* Appends s to the text in buf (n bytes, at its end at), cut to fit; returns the new end.
 * (A menu's labels are most of a reply's words: snprintf cost a tenth of a step.) */
static size_t append(char *buf, size_t n, size_t at, const char *s) {
  size_t len = strlen(s);
  if (at + len >= n) len = at + 1 < n ? n - 1 - at : 0;
  memcpy(buf + at, s, len);
  buf[at + len] = '\0';
  return at + len;
}

/* Writes a card's words: "red 7", or "wild" for a wild. */
static void card_words(const luno_game *g, int card, char *buf, size_t n) {
  const luno_setup *st = luno_setup_of(g);
  const luno_card *c = luno_card_at(g, card);
  size_t at = 0;
  if (c->color >= 0) at = append(buf, n, append(buf, n, 0, st->colors[c->color]), " ");
  append(buf, n, at, st->types[c->type].label);
}

/* An action in words, for people reading a client's menu. */
static void action_label(const luno_game *g, const luno_action *a, int kind, char *buf, size_t n) {
  char card[96] = "";
  int ncards = luno_state_of(g)->ncards;
  if ((a->type == LUNO_ACT_PLAY || a->type == LUNO_ACT_USE) && a->value >= 0 && a->value < ncards)
    card_words(g, (int)a->value, card, sizeof card);
  switch (a->type) {
  case LUNO_ACT_PLAY:
    append(buf, n, append(buf, n, append(buf, n, 0, "play "), card),
           a->flags & LUNO_BLUFF ? " (a bluff)" : "");
    break;
  case LUNO_ACT_DRAW:
    append(buf, n, 0, *luno_setup_of(g)->draw_word ? luno_setup_of(g)->draw_word : "draw");
    break;
  case LUNO_ACT_PASS: snprintf(buf, n, luno_state_of(g)->again ? "stop" : "pass"); break;
  case LUNO_ACT_CHOOSE: choice_label(g, a, kind, buf, n); break;
  case LUNO_ACT_DECLINE: snprintf(buf, n, "decline"); break;
  case LUNO_ACT_USE: snprintf(buf, n, "use %s", card); break;
  case LUNO_ACT_ANSWER: snprintf(buf, n, a->value < 0 ? "no answer" : "answer"); break;
  default: snprintf(buf, n, "%s %d", view_act_name(a->type), (int)a->value); break;
  }
}

/* The card an action names (a play, a use, a card chosen), or -1. */
static int action_card(const luno_game *g, const luno_action *a, int kind) {
  int card = (a->type == LUNO_ACT_PLAY || a->type == LUNO_ACT_USE ||
              (a->type == LUNO_ACT_CHOOSE && kind == LUNO_ASK_CARD))
                 ? (int)a->value
                 : -1;
  return card < luno_state_of(g)->ncards ? card : -1;
}

/* Writes an action as {"type", "seat", "value", "label"} (and "card" for a card). A card
 * viewer may not see (luno_sees: one picked unseen from another hand) is {"type", "seat",
 * "hidden": true, "label"}: neither its face nor its id, which the deck's layout would
 * give away. */
void view_action(json_writer *w, const luno_game *g, const luno_action *a, int kind, int viewer) {
  char label[160];
  int card = action_card(g, a, kind);
  int hidden = card >= 0 && !luno_sees(g, viewer, card);
  if (hidden)
    snprintf(label, sizeof label, "a card you have not seen");
  else
    action_label(g, a, kind, label, sizeof label);
  jw_object(w);
  jw_lit(w, "type"), jw_string(w, view_act_name(a->type));
  jw_lit(w, "seat"), jw_int(w, a->seat);
  if (hidden)
    jw_lit(w, "hidden"), jw_bool(w, 1);
  else
    jw_lit(w, "value"), jw_int(w, a->value);
  if (card >= 0 && !hidden) jw_lit(w, "card"), view_card(w, g, card);
  if (a->type == LUNO_ACT_PLAY && (a->flags & LUNO_BLUFF)) jw_lit(w, "bluff"), jw_bool(w, 1);
  jw_lit(w, "label"), jw_string(w, label);
  jw_end_object(w);
}

/* Writes one hand: its count, and the cards viewer may see in it. */
static void view_hand(json_writer *w, const luno_game *g, int seat, int viewer) {
  int n;
  const uint16_t *cards = luno_pile(g, LUNO_HAND(seat), &n);
  jw_object(w);
  jw_lit(w, "seat"), jw_int(w, seat);
  jw_lit(w, "count"), jw_int(w, n);
  jw_key(w, viewer == LUNO_VIEW_ALL || viewer == seat ? "cards" : "known");
  jw_array(w);
  for (int i = 0; i < n; i++)
    if (luno_sees(g, viewer, cards[i])) view_card(w, g, cards[i]);
  jw_end_array(w);
  jw_end_object(w);
}

/* Writes a window's declared words for taking it ("words", "own_words": g:open_window's),
 * where its script gave some. */
static void view_reaction_words(json_writer *w, const serve_game *sg, const luno_reaction *r) {
  char words[256], own[256];
  if (r->window <= 0 || luno_host_reaction_words(luno_session_table(sg->ses)->host, r->window,
                                                 words, sizeof words, own, sizeof own) <= 0)
    return;
  if (words[0]) jw_lit(w, "words"), jw_string(w, words);
  if (own[0]) jw_lit(w, "own_words"), jw_string(w, own);
}

/* Writes the pending decision: its number (which an answer carries), its options only to
 * the seat deciding (or the referee), and the people whose reaction the bots wait for. */
static void view_pending(json_writer *w, const serve_game *sg, int viewer) {
  const luno_game *g = serve_g(sg);
  const luno_pending *p = luno_pending_of(g);
  jw_lit(w, "pending");
  jw_object(w);
  jw_lit(w, "decision"), jw_int(w, luno_session_decision(sg->ses));
  jw_lit(w, "kind"), jw_string(w, ask_names[p->kind]);
  jw_lit(w, "seat"), jw_int(w, p->seat);
  jw_lit(w, "prompt");
  if (p->prompt)
    jw_string(w, p->prompt);
  else
    jw_null(w);
  if (luno_sees_options(g, viewer)) {
    if (luno_private_prompt(g)) jw_lit(w, "private"), jw_string(w, luno_private_prompt(g));
    jw_lit(w, "options"), jw_array(w);
    for (int i = 0; i < p->count; i++) {
      jw_object(w);
      jw_lit(w, "id"), jw_int(w, i);
      jw_lit(w, "action"), view_action(w, g, &p->options[i], p->kind, viewer);
      jw_end_object(w);
    }
    jw_end_array(w);
  }
  jw_lit(w, "reactions"), jw_array(w);
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (!luno_sees_reaction(g, viewer, i)) continue;
    jw_object(w);
    jw_lit(w, "id"), jw_int(w, i);
    jw_lit(w, "seat"), jw_int(w, r->seat);
    jw_lit(w, "name"), jw_string(w, r->name ? r->name : "");
    view_reaction_words(w, sg, r);
    jw_lit(w, "target"), jw_int(w, r->target);
    if (r->card >= 0) jw_lit(w, "card"), view_card(w, g, r->card);
    jw_end_object(w);
  }
  jw_end_array(w);
  uint16_t waiting = luno_session_waiting(sg->ses) & ~luno_session_round_waiting(sg->ses);
  jw_lit(w, "waiting"), jw_array(w); /* (for a reaction; a round's end: round_end) */
  for (int seat = 0; seat < luno_state_of(g)->players; seat++)
    if ((waiting >> seat) & 1) jw_int(w, seat);
  jw_end_array(w);
  jw_end_object(w);
}

/* Writes the game's zones, if it has any: {"name", "words", "count", "cards"} each, the
 * cards the viewer may see (a card it may not is null, keeping its place). */
static void view_zones(json_writer *w, const luno_game *g, int viewer) {
  const luno_setup *su = luno_setup_of(g);
  if (su->nzones == 0) return;
  jw_lit(w, "zones"), jw_array(w);
  for (int k = 0; k < su->nzones; k++) {
    int n;
    const uint16_t *cards = luno_pile(g, LUNO_ZONE(k), &n);
    jw_object(w);
    const luno_zone *z = luno_setup_zone(su, k);
    char words[LUNO_NAME_MAX];
    luno_zone_words(z, words, sizeof words);
    jw_lit(w, "name"), jw_string(w, z->name);
    jw_lit(w, "words"), jw_string(w, words);              /* "laid 2" for "laid/2@1" */
    if (z->owned) jw_lit(w, "seat"), jw_int(w, z->owner); /* "pass@1" */
    jw_lit(w, "count"), jw_int(w, n);
    jw_lit(w, "cards"), jw_array(w);
    for (int i = 0; i < n; i++)
      if (luno_sees(g, viewer, cards[i]))
        view_card(w, g, cards[i]);
      else
        jw_null(w);
    jw_end_array(w);
    jw_end_object(w);
  }
  jw_end_array(w);
}

/* luno_host_table_lines's callback: one string of the "lines" array. */
static void line_string(void *ud, const char *line) { jw_string(ud, line); }

/* Writes the lines the rules add to the table's view (`shows`), if any: ["...", ...]. */
static void view_lines(json_writer *w, const serve_game *sg) {
  luno_game *g = serve_g(sg);
  if (!luno_host_has_table_lines(luno_session_table(sg->ses)->host)) return;
  jw_lit(w, "lines"), jw_array(w);
  luno_host_table_lines(luno_session_table(sg->ses)->host, g, line_string, w);
  jw_end_array(w);
}

/* Writes the table's public facts: seats, turn, direction, color, scores, piles. */
static void view_table(json_writer *w, const serve_game *sg, int viewer) {
  const luno_game *g = serve_g(sg);
  const luno_state *s = luno_state_of(g);
  int ndraw, ndiscard;
  luno_pile(g, LUNO_DRAW_PILE, &ndraw);
  luno_pile(g, LUNO_DISCARD, &ndiscard);
  jw_lit(w, "players"), jw_int(w, s->players);
  jw_lit(w, "bots"), jw_array(w);
  for (int i = 0; i < s->players; i++)
    jw_string(w, luno_session_table(sg->ses)->seats[i] == LUNO_SEAT_HUMAN
                     ? "human"
                     : luno_session_table(sg->ses)->bot_names[i]);
  jw_end_array(w);
  if (luno_setup_of(g)->teams > 0) { /* each seat's team: the scores are the teams' */
    jw_lit(w, "teams"), jw_array(w);
    for (int i = 0; i < s->players; i++)
      jw_int(w, luno_team_of(g, i));
    jw_end_array(w);
  }
  jw_lit(w, "round"), jw_int(w, s->round);
  jw_lit(w, "dealer"), jw_int(w, s->dealer);
  jw_lit(w, "current"), jw_int(w, s->current);
  jw_lit(w, "direction"), jw_int(w, s->direction);
  int color = luno_active_color(g); /* (-1 while a Wild's color is being chosen) */
  jw_lit(w, "color");
  if (color >= 0)
    jw_string(w, luno_setup_of(g)->colors[color]);
  else
    jw_null(w);
  jw_lit(w, "top");
  if (luno_top(g) >= 0)
    view_card(w, g, luno_top(g));
  else
    jw_null(w);
  static const char *const discard[] = {"kept", "none", "may_empty"};
  jw_lit(w, "discard"), jw_string(w, discard[luno_setup_of(g)->discard]);
  jw_lit(w, "plays_on_top"), jw_bool(w, !luno_setup_of(g)->top_out_of_play);
  jw_lit(w, "draw_pile"), jw_int(w, ndraw);
  view_zones(w, g, viewer);
  view_lines(w, sg);
  jw_lit(w, "discard_pile"), jw_int(w, ndiscard);
  jw_lit(w, "scores"), jw_array(w);
  for (int i = 0; i < s->players; i++)
    jw_int(w, s->scores[i]);
  jw_end_array(w);
  jw_lit(w, "over"), jw_bool(w, s->over);
  jw_lit(w, "winner");
  if (s->over)
    jw_int(w, s->winner);
  else
    jw_null(w);
}

/* Writes the seats of bits as an array. */
static void seat_list(json_writer *w, unsigned bits, int players) {
  jw_array(w);
  for (int seat = 0; seat < players; seat++)
    if ((bits >> seat) & 1) jw_int(w, seat);
  jw_end_array(w);
}

/* Writes the last round's end, where the table shows it (luno web) while the bots wait for
 * the people to read it, and once the match is over: its winner, each
 * counted hand's cards (shown to everyone) and points, what the round gave each seat, the
 * scores, the people the bots wait for, and the match's winner and lead once it is over. */
static void view_round_end(json_writer *w, const serve_game *sg) {
  int n = luno_session_rounds(sg->ses);
  const luno_round_end *r = luno_session_round_end(sg->ses, n - 1);
  const luno_game *g = serve_g(sg);
  if (!sg->round_ends || !r || (!luno_session_round_waiting(sg->ses) && !luno_state_of(g)->over))
    return;
  jw_lit(w, "round_end"), jw_object(w);
  jw_lit(w, "round"), jw_int(w, r->round);
  jw_lit(w, "winner"), r->winner >= 0 ? jw_int(w, r->winner) : jw_null(w);
  jw_lit(w, "hands"), jw_array(w);
  for (int seat = 0; seat < r->players; seat++) {
    jw_object(w);
    jw_lit(w, "seat"), jw_int(w, seat);
    jw_lit(w, "counted"), jw_bool(w, r->counted[seat]);
    jw_lit(w, "points"), jw_int(w, r->points[seat]);
    jw_lit(w, "cards"), jw_array(w);
    for (int i = r->first[seat]; i < r->first[seat + 1]; i++)
      view_card(w, g, r->cards[i]);
    jw_end_array(w);
    jw_lit(w, "gained"), jw_int(w, r->gained[seat]);
    jw_lit(w, "score"), jw_int(w, r->scores[seat]);
    jw_end_object(w);
  }
  jw_end_array(w);
  jw_lit(w, "waiting"), seat_list(w, luno_session_round_waiting(sg->ses), r->players);
  jw_lit(w, "match_winner");
  if (r->match_winner >= 0)
    jw_int(w, r->match_winner), jw_lit(w, "margin"), jw_int(w, r->margin);
  else
    jw_null(w);
  jw_end_object(w);
}

void view_state(json_writer *w, const serve_game *sg, int viewer) {
  const luno_game *g = serve_g(sg);
  const luno_state *s = luno_state_of(g);
  jw_lit(w, "seat");
  if (viewer >= 0)
    jw_int(w, viewer);
  else
    jw_null(w);
  if (viewer == LUNO_VIEW_PUBLIC) jw_lit(w, "watching"), jw_bool(w, 1); /* (a spectator) */
  view_table(w, sg, viewer);
  jw_lit(w, "hands"), jw_array(w);
  for (int i = 0; i < s->players; i++)
    view_hand(w, g, i, viewer);
  jw_end_array(w);
  jw_lit(w, "drawn"); /* the card drawn this turn, in the current seat's hand */
  if (s->drawn >= 0 && luno_sees(g, viewer, s->drawn))
    view_card(w, g, s->drawn);
  else
    jw_null(w);
  view_pending(w, sg, viewer);
  view_round_end(w, sg);
  jw_lit(w, "mark"), jw_int(w, luno_session_nevents(sg->ses));
  jw_lit(w, "log_length"), jw_int(w, luno_log_length(g));
}

/* Writes one event as the session tells it to viewer (luno_session_event: its card and
 * text only to those who could know them when it happened; a window only to the seats it
 * was open to, which the event of another viewer omits). */
static void view_event(json_writer *w, const serve_game *sg, int index, int viewer) {
  luno_told e;
  const luno_game *g = serve_g(sg);
  if (!luno_session_event(sg->ses, index, viewer, &e)) return;
  jw_object(w);
  jw_lit(w, "i"), jw_int(w, index);
  jw_lit(w, "kind"), jw_string(w, event_names[e.kind]);
  jw_lit(w, "seat"), jw_int(w, e.seat);
  if (e.card >= 0) jw_lit(w, "card"), view_card(w, g, e.card);
  if (e.target >= 0) jw_lit(w, "target"), jw_int(w, e.target);
  jw_lit(w, "value"), jw_int(w, e.value);
  if (e.kind == LUNO_LOG_COLOR && e.value >= 0 && e.value < luno_setup_of(g)->ncolors)
    jw_lit(w, "color"), jw_string(w, luno_setup_of(g)->colors[e.value]);
  if (e.text) jw_lit(w, "text"), jw_string(w, e.text);
  if (e.words) jw_lit(w, "words"), jw_string(w, e.words);
  jw_end_object(w);
}

void view_events(json_writer *w, const serve_game *sg, int since, int viewer) {
  int n = luno_session_nevents(sg->ses);
  jw_lit(w, "events"), jw_array(w);
  for (int i = since; i < n; i++)
    view_event(w, sg, i, viewer);
  jw_end_array(w);
  jw_lit(w, "mark"), jw_int(w, n);
}

/* luno_host_describe's callback: one ruleset of "rulesets". */
static void rules_ruleset(void *ud, const luno_ruleset_info *r) {
  json_writer *w = ud;
  jw_object(w);
  jw_lit(w, "name"), jw_string(w, r->name);
  jw_lit(w, "about"), jw_string(w, r->about ? r->about : "");
  jw_end_object(w);
}

/* luno_host_describe's callback: one option of "options", with its value in force. */
static void rules_option(void *ud, const luno_option_info *o) {
  json_writer *w = ud;
  jw_object(w);
  jw_lit(w, "name"), jw_string(w, o->name);
  jw_lit(w, "value"), jw_string(w, o->value);
  jw_lit(w, "default"), jw_string(w, o->def);
  jw_lit(w, "help"), jw_string(w, o->help ? o->help : "");
  if (o->choices) jw_lit(w, "choices"), jw_string(w, o->choices);
  jw_end_object(w);
}

int view_rules(json_writer *w, const serve_game *sg, char *err, int errlen) {
  luno_host *h = luno_session_table(sg->ses)->host;
  const luno_setup *su = luno_setup_of(serve_g(sg));
  jw_lit(w, "rules"), jw_object(w);
  jw_lit(w, "rulesets"), jw_array(w);
  luno_describe_fns rulesets = {rules_ruleset, NULL, w}, options = {NULL, rules_option, w};
  if (luno_host_describe(h, &rulesets, err, errlen) < 0) return -1;
  jw_end_array(w);
  jw_lit(w, "options"), jw_array(w);
  if (luno_host_describe(h, &options, err, errlen) < 0) return -1;
  jw_end_array(w);
  jw_lit(w, "cards"), jw_array(w); /* each card type of the game, with what its script says */
  for (int t = 0; t < su->ntypes; t++) {
    char label[LUNO_NAME_MAX], about[1024];
    if (luno_host_card_about(h, su->types[t].name, label, sizeof label, about, sizeof about) < 0)
      continue;
    jw_object(w);
    jw_lit(w, "type"), jw_string(w, su->types[t].name);
    jw_lit(w, "label"), jw_string(w, label);
    jw_lit(w, "about"), jw_string(w, about);
    jw_end_object(w);
  }
  jw_end_array(w);
  jw_end_object(w);
  return 0;
}
